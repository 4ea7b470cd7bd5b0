/// Where `.inMemory` shared values live: the ``DependencyValues/defaultInMemoryStorage`` dependency.
///
/// An app has one, for the whole process. Each test gets a new one, so that tests running in parallel
/// never see each other's values; code that needs another gets its own with
/// `withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { … }`.
public final class InMemoryStorage: Sendable {
  /// The roots of the values, kept for as long as the storage lives.
  let roots = SharedRootCache(keepsRoots: true)

  /// An empty storage.
  public init() {}
}
