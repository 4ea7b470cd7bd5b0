import StateKitTesting

/// Suspends until the current task is cancelled: the body of an effect that never ends on its own.
func waitForCancellation() async {
  let cancelled = Gate()
  await withTaskCancellationHandler {
    await cancelled.wait()
  } onCancel: {
    cancelled.open()
  }
}
