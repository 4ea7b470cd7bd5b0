#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// A setting of the user's that the system keeps up to date (a calendar, a locale, a time zone): a
/// dependency whose live value is the user's, and whose test value fails the test that reads it without
/// setting it, then falls back to a value that is the same on every machine.
protocol UserSetting: Sendable {
  /// The user's setting, as it changes.
  static var autoupdatingCurrent: Self { get }
  /// What a test that did not set the setting reads, after its failure.
  static var unsetInTest: Self { get }
  /// The dependency's key path, as a test writes it: `\.calendar`.
  static var dependencyName: String { get }
  /// How a test sets it, for the failure: `$0.calendar = Calendar(identifier: .gregorian)`.
  static var overrideExample: String { get }
}

/// The key of the dependency on the user's `Value`: one key per type of setting.
enum UserSettingKey<Value: UserSetting>: DependencyKey {
  static var liveValue: Value { .autoupdatingCurrent }

  static var testValue: Value {
    MissingTestValue.failInTest(key: Self.self, name: Value.dependencyName, override: Value.overrideExample)
    return Value.unsetInTest
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
