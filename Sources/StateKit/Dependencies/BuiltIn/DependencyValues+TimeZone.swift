#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension DependencyValues {
  /// The time zone a feature shows dates in: the user's, as it changes, live
  /// (`TimeZone.autoupdatingCurrent`), and in a test the one the test sets.
  ///
  /// Its test value fails the test when a test store reads it without the test setting one, as
  /// swift-dependencies' does; the read then gets UTC.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/timeZone``.
private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }

  static var testValue: TimeZone {
    MissingTestValue.failInTest(
      key: Self.self, name: #"\.timeZone"#,
      override: #"$0.timeZone = TimeZone(identifier: "Europe/Paris")!"#)
    return TimeZone(secondsFromGMT: 0)!
  }
}
