import StateKit
import TestSupport

/// A variable that main-actor callbacks can share with the test that set them up, such as a token a
/// callback cancels but that is created after the callback.
@MainActor
final class Slot<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// An object whose only use is to be held: a test watches it through a weak reference to see when what
/// held it let it go.
final class Canary {}

extension ValuePublisher {
  /// Subscribes and records every value into `recorder`, keeping the token in `tokens`.
  func record(into recorder: Recorder<Output>, tokens: inout Set<CancellationToken>) where Output: Sendable {
    subscribe { recorder.append($0) }.store(in: &tokens)
  }
}

/// The values one subscription received, which a test can read at once or wait for.
@MainActor
final class Received<Value> {
  private(set) var values: [Value] = []
  private var waiters: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
  private var nextWaiter = 0
  private var token: CancellationToken?

  init(_ publisher: some ValuePublisher<Value>) {
    token = publisher.sink { [weak self] value in self?.append(value) }
  }

  /// Suspends until at least `count` values were received in all, or the test is cancelled (by its time
  /// limit: a wait that never ends then fails the test that made it, instead of hanging the run).
  func waitFor(count: Int) async {
    guard values.count < count else { return }
    let id = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { return continuation.resume() }
        waiters[id] = (count, continuation)
      }
    } onCancel: {
      Task { @MainActor in self.waiters.removeValue(forKey: id)?.continuation.resume() }
    }
  }

  /// Ends the subscription.
  func cancel() {
    token?.cancel()
  }

  private func append(_ value: Value) {
    values.append(value)
    let satisfied = waiters.filter { $0.value.count <= values.count }
    for (id, waiter) in satisfied {
      waiters[id] = nil
      waiter.continuation.resume()
    }
  }
}
