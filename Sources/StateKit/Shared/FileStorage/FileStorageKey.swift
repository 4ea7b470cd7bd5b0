public import Foundation

/// A shared value stored in a JSON file: `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []`.
///
/// - The file is read when the first `@Shared` of its URL is created. A missing file starts from the
///   default value.
/// - Every change is saved, with no call needed: at most once a second on disk (the first change waits a
///   second, and the file then gets every change made meanwhile), and at once by `try await $value.save()`
///   or ``Shared/flushPendingSaves()``. Changes still waiting are saved when the process exits normally
///   (returns from `main`, calls `exit`), on `SIGTERM` and `SIGINT` unless the process handles them
///   itself, and, on Apple platforms, when the app resigns active or terminates. A crash, `SIGKILL` or a
///   power loss loses the changes of the last second.
/// - A save is atomic: the JSON goes to a temporary file beside the target (`.name.<pid>.<random>.tmp`,
///   synchronized to the disk), which then replaces it with a rename. A reader never sees part of a file,
///   and a crash between the two steps leaves the old file; its temporary file is removed by the next load
///   or save of the value.
/// - A change of the file by someone else (another process, a sync) is taken once the file has stopped
///   changing for one check: within two seconds on disk. The value's own saves are never taken for one.
/// - Two processes that change one file: the last writer wins, and one may lose the other's changes,
///   unless the key says `sharedAcrossProcesses: true` (see ``init(_:sharedAcrossProcesses:)``).
/// - A file that does not decode after someone else changed it is read again a check later; one that
///   still does not decode (or that does not decode when first loaded) is never overwritten: the value
///   keeps what it had (or starts from its default), a runtime warning and a ``SharedStorageFailure``
///   name the file and the decoding error, the file is kept beside it as `name.corrupt`, and saving
///   resumes into a new file.
///
/// Where the file lives depends on ``DependencyValues/defaultFileStorage``: the disk in an app, a file
/// system in memory in tests and previews.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, CustomStringConvertible {
  let url: URL
  let storage: FileStorage
  let clock: any Clock<Duration>
  let sharedAcrossProcesses: Bool
  let file = FileState<Value>()

  /// The value stored in the JSON file at `url`, in the ``DependencyValues/defaultFileStorage`` in force.
  ///
  /// With `sharedAcrossProcesses`, every `withLock` on the value, in any process that says so too, holds
  /// an advisory lock on a file beside it (`.name.lock`): it reads the file if another process changed
  /// it, runs its closure, saves at once, then releases the lock. No process then loses another's change,
  /// at the cost of a read and a write of the file per `withLock`: for a file an app shares with its
  /// widget or extension, or two command-line tools.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - sharedAcrossProcesses: Whether other processes change the file too, through a key that says so.
  public init(_ url: URL, sharedAcrossProcesses: Bool = false) {
    let dependencies = DependencyValues.current
    self.url = url.standardizedFileURL
    self.storage = dependencies.defaultFileStorage
    self.clock = storage.clock ?? dependencies.continuousClock
    self.sharedAcrossProcesses = sharedAcrossProcesses
  }

  /// The file, in its file system.
  public var id: some Hashable & Sendable {
    FileStorageKeyID(path: url.path, fileSystem: ObjectIdentifier(storage.fileSystem))
  }

  /// `.fileStorage(path)`.
  public var description: String { ".fileStorage(\(url.path))" }

  /// Reads and decodes the file: `nil` if there is none; a file that does not decode is moved aside
  /// (see the type's documentation), and the error says so.
  public func load() throws -> Value? {
    storage.fileSystem.removeStrayTemporaryFiles(beside: url)
    guard let data = try storage.fileSystem.contents(of: url) else { return nil }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      file.state.withLock { $0.lastData = data }
      return value
    } catch {
      throw keepAside(undecodable: error)
    }
  }

  /// Encodes `value` and writes the file atomically, unless it already holds that.
  public func save(_ value: Value) throws {
    if let blocked = file.state.withLock({ $0.blockedReason }) {
      throw FileStorageError(blocked)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(value)
    // NB: What the save writes is recorded before the rename makes it visible, so that no check takes
    // it for someone else's change; the record is put back if the file is not replaced.
    let previous = file.state.withLock { state -> Data?? in
      guard state.lastData != data else { return nil }
      defer { state.lastData = data }
      return .some(state.lastData)
    }
    guard let previous else { return }
    do {
      try storage.fileSystem.writeAtomically(data, to: url)
    } catch {
      file.state.withLock { $0.lastData = previous }
      throw error
    }
  }

  /// At most once per the storage's save interval, or at once in memory or when the value is shared
  /// across processes.
  public var saving: SharedSaving {
    guard !sharedAcrossProcesses, let interval = storage.saveInterval else { return .immediately }
    return .throttled(by: interval, on: clock)
  }
}

extension SharedKey {
  /// A shared value stored in the JSON file at `url`: see ``FileStorageKey``.
  ///
  /// ```swift
  /// @Shared(.fileStorage(syncUpsURL)) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// @Shared(.fileStorage(groupURL, sharedAcrossProcesses: true)) var inbox: [Message] = []
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - sharedAcrossProcesses: Whether other processes change the file too: see
  ///     ``FileStorageKey/init(_:sharedAcrossProcesses:)``. Without it, the last writer wins.
  public static func fileStorage<Value>(
    _ url: URL, sharedAcrossProcesses: Bool = false
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url, sharedAcrossProcesses: sharedAcrossProcesses)
  }
}

/// A ``FileStorageKey``'s id: the same whatever the value's type.
private struct FileStorageKeyID: Hashable, Sendable {
  let path: String
  let fileSystem: ObjectIdentifier
}
