/// The expected values of shared references that a test store's assertion closure states: within
/// ``run(_:)``, setting a `Shared` (`$0.stats.count = 1`) or calling its `withLock` changes the expected
/// value only, never the live one, and reading it answers the expected value.
///
/// ```swift
/// let assertion = SharedAssertion(baseline: snapshotBeforeTheAction)
/// var expected = stateBeforeTheAction
/// assertion.run { expected.stats.count = 1 }
/// let matches = SharedSnapshot.comparing(assertion.expected, snapshotAfterTheAction) {
///   expected == stateAfterTheAction
/// }
/// ```
package final class SharedAssertion: Sendable {
  /// The values the assertion starts from: the shared values before the action.
  package let baseline: SharedSnapshot
  private let overlay = LockedState(SharedSnapshot())

  /// An assertion that starts from the values of `baseline`.
  package init(baseline: SharedSnapshot) {
    self.baseline = baseline
  }

  /// Runs `body`, in which shared values read and write the expected values.
  package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SharedValueScope.with(.asserting(self), body)
  }

  /// The expected values: the baseline's, with the ones the assertion wrote.
  package var expected: SharedSnapshot {
    baseline.merging(overlay.withLock { $0 })
  }

  /// The keys of the values the assertion wrote, sorted.
  package var assertedKeys: [String] {
    overlay.withLock { $0.keys }
  }

  /// The expected value of `reference`: the one written, or else the baseline's; `nil` if neither holds
  /// its root.
  func value<Value>(of reference: SharedReference<Value>) -> Value? {
    overlay.withLock { $0.value(of: reference) } ?? baseline.value(of: reference)
  }

  /// Makes `value` the expected value of `reference`.
  func write<Value>(_ value: Value, to reference: SharedReference<Value>) {
    let root = reference.root
    let id = ObjectIdentifier(root)
    overlay.withLock { overlay in
      let rootValue = overlay.entries[id]?.value ?? baseline.entries[id]?.value ?? root.anyValue
      overlay.entries[id] = SharedSnapshot.Entry(
        root: root, value: reference.setting(value, inRoot: rootValue))
    }
  }

  /// Changes the expected value of `reference` with `body`.
  func withLock<Value, Result>(
    _ reference: SharedReference<Value>, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var value = self.value(of: reference) ?? reference.read()
    let result = try body(&value)
    write(value, to: reference)
    return result
  }
}
