#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension DependencyValues {
  /// The locale a feature formats with: the user's, as it changes, live (`Locale.autoupdatingCurrent`),
  /// and in a test the one the test sets.
  ///
  /// Its test value fails the test when a test store reads it without the test setting one, as
  /// swift-dependencies' does; the read then gets `en_US_POSIX`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/locale``.
private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }

  static var testValue: Locale {
    MissingTestValue.failInTest(
      key: Self.self, name: #"\.locale"#, override: #"$0.locale = Locale(identifier: "en_US")"#)
    return Locale(identifier: "en_US_POSIX")
  }
}
