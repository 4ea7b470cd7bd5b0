extension DependencyValues {
  /// Tells the current date: the system's live, and in a test the one the test sets
  /// (``DateGenerator/constant(_:)``).
  ///
  /// Its test value fails the test when the date is asked without the test setting a generator.
  public var date: DateGenerator {
    get { self[BuiltInKey<DateGenerator>.self] }
    set { self[BuiltInKey<DateGenerator>.self] = newValue }
  }
}
