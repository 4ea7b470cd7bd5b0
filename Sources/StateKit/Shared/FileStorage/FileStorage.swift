/// Where `.fileStorage` shared values are read and written, and when: the
/// ``DependencyValues/defaultFileStorage`` dependency.
///
/// An app uses the disk (``fileSystem``); tests and previews use a file system in memory (``inMemory``), so
/// that they never write to disk unless they opt in:
///
/// ```swift
/// let store = TestStore(initialState: SyncUpsList.State()) {
///   SyncUpsList()
/// } withDependencies: {
///   $0.defaultFileStorage = .fileSystem
///   $0.continuousClock = TestClock()  // saves and checks for changes wait on it
/// }
/// ```
public struct FileStorage: Sendable {
  package let fileSystem: any FileSystem
  /// How long a change waits before it is saved, with the changes made meanwhile; `nil` saves each
  /// change at once.
  package let saveInterval: Duration?
  /// How often the disk is checked for a change made by someone else.
  package let checkInterval: Duration
  /// The clock saves and checks wait on; `nil` for the ``DependencyValues/continuousClock`` in force where
  /// a key is made.
  package let clock: (any Clock<Duration>)?

  /// A storage of `fileSystem`'s files.
  ///
  /// - Parameters:
  ///   - fileSystem: Where the files are.
  ///   - saveInterval: How long a change waits before it is saved; `nil` saves each change at once.
  ///   - checkInterval: How often the files are checked for changes made by someone else.
  ///   - clock: The clock the waits are measured on; `nil` for the `continuousClock` dependency.
  package init(
    fileSystem: any FileSystem,
    saveInterval: Duration?,
    checkInterval: Duration = .seconds(1),
    clock: (any Clock<Duration>)? = nil
  ) {
    self.fileSystem = fileSystem
    self.saveInterval = saveInterval
    self.checkInterval = checkInterval
    self.clock = clock
  }

  /// The disk: a change is saved at most once a second (the first change waits a second, and the file
  /// then gets every change made meanwhile), and the file is checked every second for changes made by
  /// another process. Both wait on the ``DependencyValues/continuousClock`` in force where the `@Shared`
  /// is created.
  public static var fileSystem: FileStorage {
    FileStorage(fileSystem: DiskFileSystem.shared, saveInterval: .seconds(1))
  }

  /// A new, empty file system in memory, where each change is saved at once: what tests and previews use.
  public static var inMemory: FileStorage {
    FileStorage(fileSystem: InMemoryFileSystem(), saveInterval: nil)
  }
}
