extension DependencyValues {
  /// Makes UUIDs: random ones live, and in a test the ones the test sets (``UUIDGenerator/incrementing``).
  ///
  /// Its test value fails the test when a UUID is made without the test setting a generator.
  public var uuid: UUIDGenerator {
    get { self[BuiltInKey<UUIDGenerator>.self] }
    set { self[BuiltInKey<UUIDGenerator>.self] = newValue }
  }
}
