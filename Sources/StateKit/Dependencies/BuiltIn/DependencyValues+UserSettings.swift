#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// The user's settings a feature formats and computes with. Each is the user's, as it changes, live
// (`autoupdatingCurrent`), and in a test the one the test sets: its test value fails the test when a test
// store reads it without the test setting one, as swift-dependencies' does (see ``UserSetting``).

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
    get { self[BuiltInKey<Calendar>.self] }
    set { self[BuiltInKey<Calendar>.self] = newValue }
  }

  /// The locale a feature formats with: the user's, as it changes, live (`Locale.autoupdatingCurrent`),
  /// and in a test the one the test sets.
  ///
  /// Its test value fails the test when a test store reads it without the test setting one, as
  /// swift-dependencies' does; the read then gets `en_US_POSIX`.
  public var locale: Locale {
    get { self[BuiltInKey<Locale>.self] }
    set { self[BuiltInKey<Locale>.self] = newValue }
  }

  /// The time zone a feature shows dates in: the user's, as it changes, live
  /// (`TimeZone.autoupdatingCurrent`), and in a test the one the test sets.
  ///
  /// Its test value fails the test when a test store reads it without the test setting one, as
  /// swift-dependencies' does; the read then gets UTC.
  public var timeZone: TimeZone {
    get { self[BuiltInKey<TimeZone>.self] }
    set { self[BuiltInKey<TimeZone>.self] = newValue }
  }
}
