import StateKit

/// A thread-safe list that effects and observers append to, from any task, and tests read.
///
/// Shared by every test target: the one definition of the fixture.
package final class Recorder<Value: Sendable>: Sendable {
  private let storage = LockedState<[Value]>([])

  /// An empty list.
  package init() {}

  /// Adds `value` at the end.
  package func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// Every value appended so far, in order.
  package var values: [Value] { storage.withLock { $0 } }
}
