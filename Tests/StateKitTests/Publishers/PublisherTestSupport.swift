import StateKit

/// A variable that main-actor callbacks can share with the test that set them up, such as a token a
/// callback cancels but that is created after the callback.
@MainActor
final class Slot<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension ValuePublisher {
  /// Subscribes and records every value into `recorder`, keeping the token in `tokens`.
  func record(into recorder: Recorder<Output>, tokens: inout Set<CancellationToken>) where Output: Sendable {
    subscribe { recorder.append($0) }.store(in: &tokens)
  }
}
