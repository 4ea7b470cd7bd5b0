#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DependencyValues {
  /// Tells the current date: the system's live, and in a test the one the test sets
  /// (``DateGenerator/constant(_:)``).
  ///
  /// Its test value fails the test when the date is asked without the test setting a generator.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/date``.
private enum DateGeneratorKey: DependencyKey {
  static var liveValue: DateGenerator { .system }

  static var testValue: DateGenerator {
    let failure = MissingTestValue.failure(
      key: Self.self, name: #"\.date"#, usage: "called",
      override: "$0.date = .constant(Date(timeIntervalSince1970: 0))")
    return DateGenerator {
      failure.report()
      return Date(timeIntervalSince1970: 0)
    }
  }
}
