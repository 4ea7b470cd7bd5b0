/// Names a dependency and gives its values: the live one an app uses, and the ones tests and previews use.
///
/// Declare a key, then a property of ``DependencyValues`` that reads and writes it; features read it with
/// ``Dependency``:
///
/// ```swift
/// struct NumberFact: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
///
/// enum NumberFactKey: DependencyKey {
///   static let liveValue = NumberFact { number in try await api.fact(about: number) }
///   static let testValue = NumberFact { number in "\(number) is a test number." }  // optional
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFact {
///     get { self[NumberFactKey.self] }
///     set { self[NumberFactKey.self] = newValue }
///   }
/// }
/// ```
///
/// Which value a read gets depends on the store: a `Store` uses live values in an app and test values
/// inside a test, unless it was created with another ``DependencyValues/context``; a `TestStore` always
/// uses test values. A value set with `withDependencies` or ``Reducer/dependency(_:_:)`` wins over all
/// three.
///
/// Each key's live value is created once per process, the first time a store in the live context reads
/// it. Test values are created once per test, and shared by its stores; preview values once per store
/// that reads them.
public protocol DependencyKey: TestDependencyKey {
  // NB: Restated so that a key's `Value` is inferred from its `liveValue` alone.
  associatedtype Value = Self

  /// The value an app uses: the real API client, the system clock.
  ///
  /// It is created once per process, the first time it is read, while other first reads of live values
  /// wait: keep it quick, and do not wait on other threads in it. It may read other dependencies.
  static var liveValue: Value { get }
}

extension DependencyKey {
  /// The live value, created once per process: previews use it unless the key gives a preview value.
  public static var previewValue: Value {
    DependencyCache.live.value(for: Self.self) { (liveValue, true) }
  }

  /// No test value: reading the dependency in a test store fails the test, and answers ``previewValue``.
  public static var testValue: Value {
    MissingTestValue.report(
      key: Self.self,
      override: "$0[\(MissingTestValue.name(of: Self.self)).self] = …"
    )
    return previewValue
  }
}
