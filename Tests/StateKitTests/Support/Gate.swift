import StateKit

/// A one-shot signal between a test and the effects it drives: effects `wait()` until the test `open()`s
/// it. Lets tests order concurrent work without sleeping.
final class Gate: Sendable {
  private let state = LockedState<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  /// Suspends until the gate is open; returns at once if it already is.
  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate and releases every waiter.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// A thread-safe list that effects and observers append to and tests read.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = LockedState<[Value]>([])

  func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  var values: [Value] { storage.withLock { $0 } }
}

/// Suspends until the current task is cancelled: the body of an effect that never ends on its own.
func waitForCancellation() async {
  let cancelled = Gate()
  await withTaskCancellationHandler {
    await cancelled.wait()
  } onCancel: {
    cancelled.open()
  }
}
