#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// A setting of the user's that the system keeps up to date (a calendar, a locale, a time zone): a
/// built-in dependency whose live value is the user's, and whose test value fails the test that reads it
/// without setting it, then falls back to a value that is the same on every machine.
protocol UserSetting: BuiltInDependency {
  /// The user's setting, as it changes.
  static var autoupdatingCurrent: Self { get }
  /// What a test that did not set the setting reads, after its failure.
  static var unsetInTest: Self { get }
}

extension UserSetting {
  static var liveValue: Self { .autoupdatingCurrent }

  static var usage: String { "read" }

  /// Fails the test at once: unlike a generator, a setting is plain data, which cannot fail when used,
  /// so the read fails. A read while values are set (`$0.calendar = …` reads the value before it sets
  /// it) fails nothing. The value made is never kept, so every read fails the test.
  static func testValue(reporting failure: MissingTestValue) -> Self {
    if !MissingTestValue.isSetting { failure.report() }
    return unsetInTest
  }
}

extension Calendar: UserSetting {
  static var unsetInTest: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
  }
  static var dependencyName: String { #"\.calendar"# }
  static var overrideExample: String { #"$0.calendar = Calendar(identifier: .gregorian)"# }
}

extension Locale: UserSetting {
  static var unsetInTest: Locale { Locale(identifier: "en_US_POSIX") }
  static var dependencyName: String { #"\.locale"# }
  static var overrideExample: String { #"$0.locale = Locale(identifier: "en_US")"# }
}

extension TimeZone: UserSetting {
  static var unsetInTest: TimeZone { TimeZone(secondsFromGMT: 0)! }
  static var dependencyName: String { #"\.timeZone"# }
  static var overrideExample: String { #"$0.timeZone = TimeZone(identifier: "Europe/Paris")!"# }
}
