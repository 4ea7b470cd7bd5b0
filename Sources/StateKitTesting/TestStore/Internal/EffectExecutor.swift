import StateKit

/// Runs a test store's effects one job at a time on the thread that drains it, so that a test step can
/// run them until nothing is left to run before it returns.
///
/// Every task a test store's effects start prefers this executor, so their nonisolated code runs here: a
/// job waits in the queue until the ledger settles (at every step of the test), a pump the executor
/// schedules on the main actor, or the end of the test drains it. Code isolated to an actor (the main
/// actor delivering an action, an actor of the feature) still runs on that actor.
final class EffectExecutor: Sendable {
  private struct State {
    var jobs: [UnownedJob] = []
    var isDraining = false
    var isPumpScheduled = false
    /// How many jobs every drain so far ran, by a step or by a pump.
    var jobsRun = 0
  }

  private let state = LockedState(State())

  /// Starts a task on this executor; `nil` where task executors are not available, so effects start as
  /// they do in production.
  var taskStarter: TestStoreHooks.Start? {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
    return { [self] priority, operation in
      Task(executorPreference: self, priority: priority, operation: operation)
    }
  }

  /// Runs the queued jobs on the calling thread, and those they enqueue, until none is left; returns how
  /// many it ran. Does nothing if another thread is draining.
  @discardableResult
  func drain() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
    let isFirst = state.withLock { state in
      defer { state.isDraining = true }
      return !state.isDraining
    }
    guard isFirst else { return 0 }
    var count = 0
    while let job = state.withLock({ state in
      guard !state.jobs.isEmpty else { return nil as UnownedJob? }
      state.jobsRun += 1
      return state.jobs.removeFirst()
    }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      count += 1
    }
    state.withLock { $0.isDraining = false }
    // NB: A job enqueued between the last check and the flag being cleared is not stranded: its enqueue
    // saw a drain in progress and scheduled no pump, so schedule one now.
    if state.withLock({ !$0.jobs.isEmpty }) { schedulePump() }
    return count
  }

  /// How many jobs every drain so far ran, by a step or by a pump: a step that sees it grow knows the
  /// effects made progress, even where a pump ran their jobs rather than the step itself.
  var jobsRun: Int {
    state.withLock { $0.jobsRun }
  }

  fileprivate func append(_ job: UnownedJob) {
    let needsPump = state.withLock { state in
      state.jobs.append(job)
      guard !state.isDraining, !state.isPumpScheduled else { return false }
      state.isPumpScheduled = true
      return true
    }
    if needsPump { Task { @MainActor in self.pump() } }
  }

  private func schedulePump() {
    let needsPump = state.withLock { state in
      defer { state.isPumpScheduled = true }
      return !state.isPumpScheduled
    }
    if needsPump { Task { @MainActor in self.pump() } }
  }

  /// Drains work that arrived while no step of the test was running: an effect resumed by something
  /// outside the store (a continuation, another actor) makes progress while the test awaits its outcome.
  @MainActor
  private func pump() {
    state.withLock { $0.isPumpScheduled = false }
    drain()
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension EffectExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    append(UnownedJob(job))
  }
}
