public import Foundation

/// A shared value stored in a JSON file: `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []`.
///
/// - The file is read when the first `@Shared` of its URL is created. A missing file starts from the
///   default value.
/// - Every change is saved, with no call needed: at most once a second on disk (the first change waits a
///   second, and the file then gets every change made meanwhile), and at once by `try await $value.save()`
///   and, on Apple platforms, when the app resigns active or terminates.
/// - A save is atomic: the JSON goes to a temporary file beside the target, which then replaces it with a
///   rename. A reader never sees part of a file, and a crash between the two steps leaves the old file.
/// - A change of the file by someone else (another process, a sync) is noticed, within a second on disk,
///   and the value takes it.
/// - A file that does not decode is never overwritten: the value starts from its default, a runtime
///   warning names the file and the decoding error, the file is kept beside it as `name.corrupt`, and
///   saving resumes into a new file.
///
/// Where the file lives depends on ``DependencyValues/defaultFileStorage``: the disk in an app, a file
/// system in memory in tests and previews.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, CustomStringConvertible {
  private let url: URL
  private let storage: FileStorage
  private let clock: any Clock<Duration>
  private let file = FileState<Value>()

  /// The value stored in the JSON file at `url`, in the ``DependencyValues/defaultFileStorage`` in force.
  ///
  /// - Parameter url: The file's URL.
  public init(_ url: URL) {
    let dependencies = DependencyValues.current
    self.url = url.standardizedFileURL
    self.storage = dependencies.defaultFileStorage
    self.clock = storage.clock ?? dependencies.continuousClock
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
    guard let data = try storage.fileSystem.contents(of: url) else { return nil }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      file.state.withLock { $0.lastData = data }
      return value
    } catch {
      throw FileStorageError(keepAside(undecodable: error))
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
    guard file.state.withLock({ $0.lastData != data }) else { return }
    try storage.fileSystem.writeAtomically(data, to: url)
    file.state.withLock { $0.lastData = data }
  }

  /// At most once per the storage's save interval, or at once in memory.
  public var saving: SharedSaving {
    storage.saveInterval.map { .throttled(by: $0, on: clock) } ?? .immediately
  }

  /// Watches the file for changes made by someone else, and calls `onChange` with what it decodes to.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    file.state.withLock { $0.onChange = onChange }
    let watch = storage.fileSystem.watch(url, every: storage.checkInterval, on: clock) { [self] in
      checkForExternalChange()
    }
    return SharedSubscription { [file] in
      watch.cancel()
      file.state.withLock { $0.onChange = nil }
    }
  }

  /// Reads the file and, if someone else changed it since it was last read or written, tells the
  /// subscriber what it decodes to. What the watch calls; tests call it to check at once.
  package func checkForExternalChange() {
    guard let data = try? storage.fileSystem.contents(of: url) else { return }
    let onChange = file.state.withLock { state -> (@Sendable (Value) -> Void)? in
      guard state.lastData != data else { return nil }
      return state.onChange
    }
    guard let onChange else { return }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      file.state.withLock { $0.lastData = data }
      onChange(value)
    } catch {
      RuntimeWarning.report("\(description) keeps its value: \(keepAside(undecodable: error))")
    }
  }

  /// Moves the file that did not decode aside, so that no save overwrites it, and says so; if it cannot
  /// be moved, stops saving to it.
  private func keepAside(undecodable error: any Error) -> String {
    let problem = "the file \(url.path) does not decode as \(Value.self): \(error)"
    let fileSystem = storage.fileSystem
    var aside = url.appendingPathExtension("corrupt")
    var attempt = 1
    while fileSystem.fileExists(at: aside) {
      attempt += 1
      aside = url.appendingPathExtension("corrupt-\(attempt)")
    }
    do {
      try fileSystem.moveItem(at: url, to: aside)
      file.state.withLock { $0.lastData = nil }
      return "\(problem). The file was kept as \(aside.path); the next change is saved to a new file."
    } catch {
      let reason = "\(problem). It could not be moved aside (\(error)), so it is not saved over"
      file.state.withLock { $0.blockedReason = reason }
      return "\(reason): changes stay in memory until the file is fixed or removed."
    }
  }
}

extension SharedKey {
  /// A shared value stored in the JSON file at `url`: see ``FileStorageKey``.
  ///
  /// ```swift
  /// @Shared(.fileStorage(syncUpsURL)) var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// - Parameter url: The file's URL.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url)
  }
}

/// A ``FileStorageKey``'s id: the same whatever the value's type.
private struct FileStorageKeyID: Hashable, Sendable {
  let path: String
  let fileSystem: ObjectIdentifier
}

/// What the copies of one ``FileStorageKey`` share: the file's contents as last read or written (to tell
/// someone else's change from its own), the subscriber, and why saving stopped, if it did.
private final class FileState<Value: Sendable>: Sendable {
  struct State {
    var lastData: Data?
    var onChange: (@Sendable (Value) -> Void)?
    var blockedReason: String?
  }

  let state = LockedState(State())
}
