package import Foundation

/// A file system in memory, as a ``FileSystem``: what ``FileStorage/inMemory`` uses, so that tests and
/// previews never touch the disk.
///
/// A test can write a file as another process would (``writeExternally(_:to:)``), which tells the shared
/// values that watch it, and make renames fail (``failsReplacing``) to stand for a writer that was stopped
/// between writing the temporary file and renaming it.
package final class InMemoryFileSystem: FileSystem {
  private struct State {
    var files: [String: Data] = [:]
    var watchers: [String: [Int: @Sendable () -> Void]] = [:]
    var nextWatcher = 0
    var replacements: [String: Int] = [:]
    var failsReplacing = false
  }

  private let state = LockedState(State())

  /// An empty file system.
  package init() {}

  /// Every file, by path.
  package var files: [String: Data] {
    state.withLock { $0.files }
  }

  /// How many times the file at `url` was written (replaced by a temporary file).
  package func writeCount(at url: URL) -> Int {
    state.withLock { $0.replacements[url.path, default: 0] }
  }

  /// Whether renaming a temporary file over its target fails, as if the writer stopped before it.
  package var failsReplacing: Bool {
    get { state.withLock { $0.failsReplacing } }
    set { state.withLock { $0.failsReplacing = newValue } }
  }

  /// Writes `data` to `url` as another process would, and tells whoever watches the file: each call
  /// stands for a check of the disk that found the file changed, or, when `data` is what the file
  /// already holds, for the check after it.
  package func writeExternally(_ data: Data, to url: URL) {
    let watchers = state.withLock { state in
      state.files[url.path] = data
      return Array(state.watchers[url.path, default: [:]].values)
    }
    for watcher in watchers { watcher() }
  }

  package func contents(of url: URL) throws -> Data? {
    state.withLock { $0.files[url.path] }
  }

  package func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    state.withLock { $0.files[temporary.path] = data }
    return temporary
  }

  package func replaceItem(at url: URL, withItemAt temporary: URL) throws {
    try state.withLock { state in
      guard !state.failsReplacing else {
        throw FileStorageError("renaming \(temporary.path) to \(url.path) failed (simulated)")
      }
      guard let data = state.files.removeValue(forKey: temporary.path) else {
        throw FileStorageError("no file at \(temporary.path)")
      }
      state.files[url.path] = data
      state.replacements[url.path, default: 0] += 1
    }
  }

  package func moveItem(at url: URL, to destination: URL) throws {
    try state.withLock { state in
      guard let data = state.files.removeValue(forKey: url.path) else {
        throw FileStorageError("no file at \(url.path)")
      }
      state.files[destination.path] = data
    }
  }

  package func removeItem(at url: URL) {
    _ = state.withLock { $0.files.removeValue(forKey: url.path) }
  }

  package func fileExists(at url: URL) -> Bool {
    state.withLock { $0.files[url.path] != nil }
  }

  package func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    let id = state.withLock { state in
      state.nextWatcher += 1
      state.watchers[url.path, default: [:]][state.nextWatcher] = onChange
      return state.nextWatcher
    }
    return SharedSubscription { [weak self] in
      _ = self?.state.withLock { $0.watchers[url.path]?.removeValue(forKey: id) }
    }
  }
}
