extension MissingTestValue {
  /// Fails the test for a built-in key whose value is plain data (a calendar, a locale), read by a test
  /// store that set none: unlike a generator, such a value cannot fail when used, so the read fails.
  ///
  /// A read while values are set (`$0.calendar = …` reads the value before it sets it) fails nothing. The
  /// value made is never kept, so every read fails the test.
  static func failInTest<Key: DependencyKey>(key: Key.Type, name: String, override: String) {
    let failure = failure(key: key, name: name, usage: "read", override: override)
    if !isSetting { failure.report() }
  }
}
