extension DependencyValues {
  /// Where `.inMemory` shared values live: one storage for the process live; a new one in each test (every
  /// store of the test and the `@Shared` values it declares share it) and in each preview store.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultInMemoryStorage = InMemoryStorage()
  /// } operation: {
  ///   // `@Shared(.inMemory(…))` values created here start afresh.
  /// }
  /// ```
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }

  /// Where `.fileStorage` shared values are read and written: the file system live
  /// (``FileStorage/fileSystem``); a new, empty file system in memory (``FileStorage/inMemory``) in each
  /// test and preview store, so that a test never writes to disk unless it sets
  /// `$0.defaultFileStorage = .fileSystem`.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }

  /// Where `.appStorage` shared values are kept: `UserDefaults.standard` live; a suite of its own in each test and
  /// preview store, removed once the test ended and its stores are released.
  public var defaultAppStorage: SharedDefaults {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/defaultInMemoryStorage``.
private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
  static var previewValue: InMemoryStorage { InMemoryStorage() }
}

/// The key of ``DependencyValues/defaultFileStorage``.
private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

/// The key of ``DependencyValues/defaultAppStorage``.
private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: SharedDefaults { .standard }
  static var testValue: SharedDefaults { .temporary() }
  static var previewValue: SharedDefaults { .temporary() }
}
