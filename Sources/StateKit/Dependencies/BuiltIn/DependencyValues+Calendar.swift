#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension DependencyValues {
  /// The calendar a feature computes dates with: the user's, as it changes, live
  /// (`Calendar.autoupdatingCurrent`), and in a test the one the test sets.
  ///
  /// ```swift
  /// @Dependency(\.calendar) var calendar
  /// …
  /// state.startOfDay = calendar.startOfDay(for: date.now)
  /// ```
  ///
  /// Its test value fails the test when a test store reads it without the test setting one, as
  /// swift-dependencies' does; the read then gets a Gregorian calendar in UTC.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/calendar``.
private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }

  static var testValue: Calendar {
    MissingTestValue.failInTest(
      key: Self.self, name: #"\.calendar"#,
      override: #"$0.calendar = Calendar(identifier: .gregorian)"#)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
  }
}
