import StateKit

/// A one-shot signal between a test and the work it drives: tasks `wait()` until the test `open()`s it, so
/// tests order concurrent work without sleeping. Shared by the package's test targets; not public API.
package final class Gate: Sendable {
  /// Creates a closed gate.
  package init() {}

  private let state = LockedState<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  /// Suspends until the gate is open; returns at once if it already is.
  package func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate and releases every waiter.
  package func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
