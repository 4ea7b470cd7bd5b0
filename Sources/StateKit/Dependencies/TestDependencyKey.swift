/// Names a dependency and gives the values tests and previews use, but no live value: the interface of a
/// dependency, declared apart from its live implementation, as in swift-dependencies.
///
/// A module that declares a client's interface conforms its key to `TestDependencyKey`; the module that
/// implements it extends the key to ``DependencyKey`` with a ``DependencyKey/liveValue``:
///
/// ```swift
/// extension NumberFact: TestDependencyKey {
///   static let testValue = NumberFact { number in "\(number) is a test number." }
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFact {
///     get { self[NumberFact.self] }
///     set { self[NumberFact.self] = newValue }
///   }
/// }
/// ```
///
/// A store in the live context that reads a key with no live value gets its test value, and a runtime
/// warning that names the key.
public protocol TestDependencyKey {
  /// The type of the dependency's value. It is `Sendable`: effects read it from any task.
  associatedtype Value: Sendable

  /// The value a test uses when it did not set one: in a test store, and in every store and
  /// `@Dependency` read inside the test.
  ///
  /// A ``DependencyKey`` need not implement it: reading the dependency in a test store then fails the
  /// test, with a message that names the key, where it was read, and how to set a value for the test.
  /// The read then gets ``previewValue``: the test has failed, but it does not trap. So does a test that
  /// sets part of the value (`$0.client.endpoint = …`), which would leave the other endpoints to the
  /// preview value: a test sets the whole value, or the key gives a test value whose endpoints are
  /// `unimplemented`, for each test to set the ones it expects the feature to call.
  static var testValue: Value { get }

  /// The value a store in the `.preview` context uses: sample data that needs no network. Defaults to
  /// the live value of a ``DependencyKey``, and to ``testValue`` for a key without one.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// The test value: what previews use of a key that gives neither a live nor a preview value.
  public static var previewValue: Value { testValue }
}
