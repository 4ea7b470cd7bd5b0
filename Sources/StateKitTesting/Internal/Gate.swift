import StateKit

/// A one-shot signal between a test and the work it drives: tasks `wait()` until the test `open()`s it, so
/// tests order concurrent work without sleeping. Shared by the package's test targets; not public API.
package final class Gate: Sendable {
  /// Creates a closed gate.
  package init() {}

  private struct State: Sendable {
    var isOpen = false
    var nextID = 0
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = LockedState(State())

  /// Suspends until the gate is open, or the waiting task is cancelled (a test's time limit: a gate that
  /// never opens then fails that test instead of hanging the run); returns at once if it already is open.
  package func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isWaiting = state.withLock { state in
          // NB: The cancellation flag is set before the handler runs: a handler that ran before the
          // waiter was registered, and found nothing to resume, is seen here.
          guard !state.isOpen, !Task.isCancelled else { return false }
          state.waiters[id] = continuation
          return true
        }
        if !isWaiting { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Opens the gate and releases every waiter.
  package func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return state.waiters
    }
    for waiter in waiters.values { waiter.resume() }
  }
}
