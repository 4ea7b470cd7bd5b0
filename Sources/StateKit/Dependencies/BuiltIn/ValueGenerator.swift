#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// A built-in dependency that makes values on demand (dates, UUIDs): its live value is the system's, and
/// its test value fails the test when it is called, not when it is read, so that a feature may hold one
/// it never calls; it then answers a value that is the same on every machine.
protocol ValueGenerator: BuiltInDependency {
  associatedtype Value: Sendable
  /// A generator that calls `generate` for every value.
  init(_ generate: @escaping @Sendable () -> Value)
  /// What a test that did not set a generator gets, after its failure.
  static var unsetInTest: Value { get }
}

extension ValueGenerator {
  static var usage: String { "called" }

  static func testValue(reporting failure: MissingTestValue) -> Self {
    let unset = unsetInTest
    return Self {
      failure.report()
      return unset
    }
  }
}

extension DateGenerator: ValueGenerator {
  static var liveValue: Self { .system }
  static var unsetInTest: Date { Date(timeIntervalSince1970: 0) }
  static var dependencyName: String { #"\.date"# }
  static var overrideExample: String { "$0.date = .constant(Date(timeIntervalSince1970: 0))" }
}

extension UUIDGenerator: ValueGenerator {
  static var liveValue: Self { .random }
  static var unsetInTest: UUID { UUID(0) }
  static var dependencyName: String { #"\.uuid"# }
  static var overrideExample: String { "$0.uuid = .incrementing" }
}
