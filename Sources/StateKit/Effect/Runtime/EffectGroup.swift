/// The work started on behalf of one `send(_:)`: the effects of the action, of the actions its `.send`
/// effects fed back, and of the actions its running effects sent, transitively.
///
/// Safe to use from any thread: tasks join on the main actor and leave from wherever they finish, while
/// ``StoreTask`` waits on or cancels the group from any context.
@usableFromInline
final class EffectGroup: Sendable {
  private struct State {
    var tasks: [Int: Task<Void, Never>] = [:]
    /// Actions of the group waiting in the store's queue: they may still start effects.
    var queuedActions = 0
    var isCancelled = false
    var waiters: [CheckedContinuation<Void, Never>] = []

    var isIdle: Bool { tasks.isEmpty && queuedActions == 0 }

    mutating func takeWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
      guard isIdle else { return [] }
      defer { waiters = [] }
      return waiters
    }
  }

  private let state = LockedState(State())

  @usableFromInline init() {}

  func add(_ task: Task<Void, Never>, as taskID: Int) {
    let cancelled = state.withLock { state in
      if !state.isCancelled { state.tasks[taskID] = task }
      return state.isCancelled
    }
    if cancelled { task.cancel() }
  }

  func remove(_ taskID: Int) {
    let waiters = state.withLock { state in
      state.tasks[taskID] = nil
      return state.takeWaitersIfIdle()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Records that an action of the group was queued in the store, to be processed later.
  @usableFromInline
  func actionQueued() {
    state.withLock { $0.queuedActions += 1 }
  }

  /// Records that a queued action of the group was processed and its effects started.
  @usableFromInline
  func actionProcessed() {
    let waiters = state.withLock { state in
      state.queuedActions -= 1
      return state.takeWaitersIfIdle()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every task in the group, and every task that joins it from now on.
  func cancel() {
    let tasks = state.withLock { state in
      state.isCancelled = true
      return Array(state.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Waits until the group is idle: no task running and no action queued.
  ///
  /// Nothing joins an idle group: work only joins while other work of the group is still running or
  /// queued, so once idle, the group stays idle.
  func finish() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = state.withLock { state in
        if !state.isIdle { state.waiters.append(continuation) }
        return state.isIdle
      }
      if isIdle { continuation.resume() }
    }
  }
}
