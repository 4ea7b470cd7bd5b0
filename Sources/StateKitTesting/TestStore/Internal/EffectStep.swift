import StateKit

/// The step of a test that started an effect: where a failure about the effect points, so that an effect
/// still running at the end of the test is reported at the `send` or `receive` that started it.
struct EffectStep: Sendable {
  /// The action whose reducer call started the effect: its place among the actions the store processed
  /// (``Timeline/Entry/number``).
  let entry: Int
  /// The step's line: the `send` of a sent action; for an action an effect fed back, the `receive` that
  /// took it, or until one does, the step that was running when it arrived.
  var location: CodeLocation?
  /// Whether the test sent the action (rather than an effect).
  let isSent: Bool
  /// Whether a `receive` of the test took the action fed back: ``location`` is that `receive`.
  var isReceived = false

  init(entry: Int, location: CodeLocation?, isSent: Bool) {
    self.entry = entry
    self.location = location
    self.isSent = isSent
  }

  /// How the step reads in a failure: "sending X at Tests/FeatureTests.swift:12".
  func describe(action: String) -> String {
    let place = location.map { " at \($0)" } ?? ""
    if isSent { return "sending \(action)\(place)" }
    if isReceived { return "receiving \(action)\(place)" }
    return "\(action), fed back by an effect during the step\(place) and not received by the test"
  }
}

extension EffectLedger {
  /// Points the effects the action numbered `entry` started at the `receive` that took it.
  func attribute(entry: Int, to location: CodeLocation) {
    state.withLock { state in
      for (id, effect) in state.effects where effect.step.entry == entry {
        state.effects[id]?.step.location = location
        state.effects[id]?.step.isReceived = true
      }
    }
  }

  /// Stops waiting for every running effect without cancelling it: they may still feed actions back,
  /// which the test receives as usual. Returns the ones it stopped tracking, oldest first, leaving out
  /// those that were cancelled and only unwind.
  func stopTrackingAll() -> [RunningEffect] {
    let (untracked, waiters) = state.withLock { state in
      var untracked: [RunningEffect] = []
      for (id, effect) in state.effects.sorted(by: { $0.key < $1.key }) where !effect.isSkipped {
        if effect.isLive { untracked.append(effect) }
        state.effects[id]?.isSkipped = true
        state.effects[id]?.isUntracked = true
      }
      return (untracked, state.takeIdleWaiters())
    }
    resume(waiters, with: .idle)
    return untracked
  }

  /// Cancels the effects the test stopped tracking: what the end of the test does, so that none
  /// outlives it.
  func cancelUntracked() {
    let tasks = state.withLock { state in
      var tasks: [Task<Void, Never>] = []
      for (id, effect) in state.effects where effect.isUntracked && !effect.isCancelled {
        state.effects[id]?.isCancelled = true
        if let task = effect.task { tasks.append(task) }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }
}
