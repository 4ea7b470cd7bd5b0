import StateKit
import StateKitTesting

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
