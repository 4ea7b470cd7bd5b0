/// A dependency StateKit declares on a type whose key it provides (a calendar, a date generator): its
/// live value, and a test value that fails the test that uses it without setting one, naming the
/// dependency and the line that sets it.
protocol BuiltInDependency: Sendable {
  /// The live value.
  static var liveValue: Self { get }
  /// What the feature did with a value the test did not set, for the failure: `read`, `called`.
  static var usage: String { get }
  /// The dependency's key path, as a test writes it: `\.calendar`.
  static var dependencyName: String { get }
  /// How a test sets it, for the failure: `$0.calendar = Calendar(identifier: .gregorian)`.
  static var overrideExample: String { get }
  /// The value a test that did not set one gets, which reports `failure` when the feature uses it.
  static func testValue(reporting failure: MissingTestValue) -> Self
}

/// The key of the built-in dependency on `Value`: one key per type.
enum BuiltInKey<Value: BuiltInDependency>: DependencyKey {
  static var liveValue: Value { Value.liveValue }

  static var testValue: Value {
    Value.testValue(
      reporting: MissingTestValue.failure(
        key: Self.self, name: Value.dependencyName, usage: Value.usage, override: Value.overrideExample))
  }
}
