import StateKit

/// The effects a test store started that have not ended yet, and the waits that depend on them.
///
/// Safe to use from any thread: the store registers effects on the main actor, the effects end wherever
/// they run, and the test store's `deinit` may read it from any thread. Waiting is event-driven: a wait
/// ends when an effect ends, an action arrives, or its deadline passes, never by polling.
final class EffectLedger: Sendable {
  /// An effect that has been started and has not ended.
  struct RunningEffect: Sendable {
    /// The action whose reducer call returned the effect, rendered.
    let origin: String
    /// Where the effect was created (`.run` or `concatenate`).
    let location: CodeLocation
    /// The `send` of the test it belongs to: see ``TestStoreTask``.
    let group: Int
    /// Where the step of the test that started it is (the `send`, or the `receive` of the action that
    /// started it), and that action: what a failure about it at the end of the test points at.
    var step: EffectStep
    var task: Task<Void, Never>?
    var isCancelled = false
    /// Skipped effects are no longer waited for or reported; they are cancelled unless ``isUntracked``.
    var isSkipped = false
    /// Skipped without being cancelled (`skipInFlightEffects`): it may still feed actions back.
    var isUntracked = false

    /// Whether it can still feed something back: not skipped, and not cancelled (a cancelled effect only
    /// unwinds).
    var isLive: Bool {
      !isSkipped && !isCancelled && !(task?.isCancelled ?? false)
    }
  }

  /// Why a wait ended.
  enum Wakeup: Sendable {
    case actionReceived
    case idle
    case timedOut
    /// The waiting task was cancelled: the test is over, nothing is reported.
    case cancelled
    /// An effect started sleeping on a test clock: the waiter checks whether every effect now sleeps.
    case effectAsleep
  }

  struct Waiter {
    /// The group whose effects the wait is for, or `nil` for every effect.
    let group: Int?
    let wakesOnActions: Bool
    let continuation: CheckedContinuation<Wakeup, Never>
    var timer: Task<Void, Never>?
  }

  struct State {
    var nextEffectID = 0
    var effects: [Int: RunningEffect] = [:]
    var cancelledGroups: Set<Int> = []
    var nextWaiterID = 0
    var waiters: [Int: Waiter] = [:]
    var receivedActionCount = 0
    /// The test clock sleeps of running effects, by clock and sleeper: see ``asleep(group:)``.
    var sleeps: [SleepKey: Sleep] = [:]
    /// The effects that advanced a test clock and have not ended or slept since: see ``settle()``.
    var advancingEffects: Set<Int> = []

    func isIdle(_ group: Int?) -> Bool {
      !effects.values.contains { !$0.isSkipped && (group == nil || $0.group == group) }
    }

    /// Whether every effect has ended, was skipped, or was cancelled and is only unwinding: a cancelled
    /// effect can no longer feed anything back, so the end of a test need not wait for it.
    var isSettled: Bool {
      !effects.values.contains(where: \.isLive)
    }

    /// Removes and returns the waiters whose wait is over because the effects they wait for ended.
    mutating func takeIdleWaiters() -> [Waiter] {
      let ids = waiters.keys.filter { isIdle(waiters[$0]!.group) }
      return ids.map { waiters.removeValue(forKey: $0)! }
    }
  }

  let state = LockedState(State())
  /// Where the effects run: see ``EffectExecutor``.
  let executor: EffectExecutor

  init(executor: EffectExecutor) {
    self.executor = executor
  }

  // MARK: - Effects

  /// Records an effect the store is about to start; returns its identifier.
  func register(origin: String, location: CodeLocation, group: Int, step: EffectStep) -> Int {
    state.withLock { state in
      let id = state.nextEffectID
      state.nextEffectID += 1
      var effect = RunningEffect(origin: origin, location: location, group: group, step: step)
      effect.isCancelled = state.cancelledGroups.contains(group)
      state.effects[id] = effect
      return id
    }
  }

  /// Runs the effect `id` in a task of its own that the ledger can cancel, on the ``executor``, and
  /// records that it ended as soon as `body` returns.
  ///
  /// The caller's cancellation (by the store, or `cancel(id:)`) is forwarded to that task.
  func run(_ id: Int, _ body: @escaping @Sendable () async -> Void) async {
    // NB: The effect ends when its body returns, in the task that ran it: not once this function, on
    // another task, is scheduled again to see it, which a busy machine can delay for as long as it likes.
    let operation: @Sendable () async -> Void = {
      await Self.$currentEffect.withValue(EffectTag(ledger: self, effect: id)) { await body() }
      self.end(id)
    }
    let task = executor.taskStarter.map { $0(nil, operation) } ?? Task(operation: operation)
    let isCancelled = state.withLock { state in
      state.effects[id]?.task = task
      return state.effects[id]?.isCancelled ?? true
    }
    if isCancelled { task.cancel() }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func end(_ id: Int) {
    let waiters = state.withLock { state in
      state.effects[id] = nil
      state.advancingEffects.remove(id)
      if !state.sleeps.isEmpty { state.sleeps = state.sleeps.filter { $0.value.effect != id } }
      return state.takeIdleWaiters()
    }
    resume(waiters, with: .idle)
  }

  /// The effects still running that the test has not skipped, oldest first.
  var running: [RunningEffect] {
    state.withLock { state in
      state.effects.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isSkipped }
    }
  }

  /// Cancels every effect of `group`, and every effect that joins it from now on.
  func cancel(group: Int) {
    let tasks = state.withLock { state in
      state.cancelledGroups.insert(group)
      var tasks: [Task<Void, Never>] = []
      for (id, effect) in state.effects where effect.group == group {
        state.effects[id]?.isCancelled = true
        if let task = effect.task { tasks.append(task) }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running effect of `group` (of any group if `nil`) and stops waiting for them; returns
  /// the ones it skipped, leaving out those that were already cancelled if `includingCancelled` is false
  /// (what the end of a test reports: a cancelled effect only unwinds and can feed nothing back).
  func skipAll(group: Int? = nil, includingCancelled: Bool = true) -> [RunningEffect] {
    let (skipped, tasks, waiters) = state.withLock { state in
      var skipped: [RunningEffect] = []
      var tasks: [Task<Void, Never>] = []
      for (id, effect) in state.effects.sorted(by: { $0.key < $1.key })
      where !effect.isSkipped && (group == nil || effect.group == group) {
        let wasCancelled = effect.isCancelled || (effect.task?.isCancelled ?? false)
        if includingCancelled || !wasCancelled { skipped.append(effect) }
        if let task = effect.task { tasks.append(task) }
        state.effects[id]?.isSkipped = true
        state.effects[id]?.isCancelled = true
      }
      return (skipped, tasks, state.takeIdleWaiters())
    }
    for task in tasks { task.cancel() }
    resume(waiters, with: .idle)
    return skipped
  }
}
