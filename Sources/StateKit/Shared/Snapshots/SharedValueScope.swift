/// What a ``Shared`` answers in this task instead of its live value: a test store's snapshot of the
/// values, an assertion's expected values, or the two sides of a comparison. `nil` in production.
final class SharedValueScope: Sendable {
  enum Kind: Sendable {
    /// Reads answer the snapshot's values.
    case reading(SharedSnapshot)
    /// Reads answer the assertion's expected values, and writes change them.
    case asserting(SharedAssertion)
    /// `==` reads its left side from the first snapshot and its right side from the second.
    case comparing(SharedSnapshot, SharedSnapshot)
    /// `==` of one shared value with itself is `false` if the value changed after this generation of
    /// ``SharedChanges``: how a store that compares its states notices a change of a shared value.
    case changes(since: UInt64)
  }

  let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// The scope of this task, if any.
  @TaskLocal static var current: SharedValueScope?

  /// Runs `body` with `kind` in force.
  static func with<Result>(_ kind: Kind, _ body: () throws -> Result) rethrows -> Result {
    try $current.withValue(SharedValueScope(kind), operation: body)
  }

  /// The assertion, in an assertion's scope.
  var assertion: SharedAssertion? {
    if case .asserting(let assertion) = kind { assertion } else { nil }
  }

  /// What `reference` reads in this scope, or `nil` for its live value.
  func value<Value>(of reference: SharedReference<Value>) -> Value? {
    switch kind {
    case .reading(let snapshot): snapshot.value(of: reference)
    case .asserting(let assertion): assertion.value(of: reference)
    case .comparing, .changes: nil
    }
  }

  /// Writes `value` for `reference` in this scope, if it takes writes; returns whether it did.
  func write<Value>(_ value: Value, to reference: SharedReference<Value>) -> Bool {
    guard let assertion else { return false }
    assertion.write(value, to: reference)
    return true
  }

  /// Whether `lhs` and `rhs` are equal as this scope compares them, or `nil` to compare their values.
  func compare<Value: Equatable>(_ lhs: SharedReference<Value>, _ rhs: SharedReference<Value>) -> Bool? {
    switch kind {
    case .reading, .asserting:
      return nil
    case .comparing(let left, let right):
      return (left.value(of: lhs) ?? lhs.read()) == (right.value(of: rhs) ?? rhs.read())
    case .changes(let generation):
      guard lhs.root === rhs.root else { return nil }
      return lhs.root.stamp > generation ? false : nil
    }
  }
}
