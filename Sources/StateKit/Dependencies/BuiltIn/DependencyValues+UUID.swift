#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DependencyValues {
  /// Makes UUIDs: random ones live, and in a test the ones the test sets (``UUIDGenerator/incrementing``).
  ///
  /// Its test value fails the test when a UUID is made without the test setting a generator.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/uuid``.
private enum UUIDGeneratorKey: DependencyKey {
  static var liveValue: UUIDGenerator { .random }

  static var testValue: UUIDGenerator {
    let failure = MissingTestValue.failure(
      key: Self.self, name: #"\.uuid"#, usage: "called", override: "$0.uuid = .incrementing")
    return UUIDGenerator {
      failure.report()
      return UUID(0)
    }
  }
}
