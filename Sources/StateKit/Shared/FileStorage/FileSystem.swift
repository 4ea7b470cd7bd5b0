package import Foundation

/// The file operations a ``FileStorageKey`` uses: the disk's (``DiskFileSystem``), or a file system in
/// memory for tests and previews (``InMemoryFileSystem``).
///
/// A file is written atomically with two of them: the data goes to a temporary file beside the target,
/// which then replaces the target with a rename. A reader sees the old file or the new one, never part
/// of one, and a writer stopped between the two steps leaves the old file as it was.
package protocol FileSystem: AnyObject, Sendable {
  /// The contents of the file at `url`, or `nil` if there is none.
  func contents(of url: URL) throws -> Data?

  /// Writes `data` to a new temporary file in the directory of `url` (creating the directory if needed),
  /// and returns the temporary file's URL.
  func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL

  /// Replaces the file at `url` with the file at `temporary`, in one step (a rename).
  func replaceItem(at url: URL, withItemAt temporary: URL) throws

  /// Moves the file at `url` to `destination`.
  func moveItem(at url: URL, to destination: URL) throws

  /// Removes the file at `url`, if there is one.
  func removeItem(at url: URL)

  /// Whether there is a file at `url`.
  func fileExists(at url: URL) -> Bool

  /// Removes the temporary files that writers of `url` left and will never rename (they were stopped
  /// between writing and renaming). The default removes nothing.
  func removeStrayTemporaryFiles(beside url: URL)

  /// Takes a lock on `url` that other processes taking it wait for (an advisory lock on a file beside it),
  /// and returns what releases it. The default locks nothing: a file system no other process sees.
  func lockAcrossProcesses(_ url: URL) throws -> @Sendable () -> Void

  /// Calls `onChange` when the file at `url` may have changed, until the subscription is cancelled: the
  /// disk looks every `interval` on `clock` and calls it once the file stops changing; a file system in
  /// memory calls it when a test writes the file as another process would.
  func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription
}

extension FileSystem {
  package func removeStrayTemporaryFiles(beside url: URL) {}

  package func lockAcrossProcesses(_ url: URL) throws -> @Sendable () -> Void { {} }

  /// Writes `data` to `url` atomically: to a temporary file beside it, then renamed over it.
  func writeAtomically(_ data: Data, to url: URL) throws {
    let temporary = try writeTemporaryFile(data, beside: url)
    do {
      try replaceItem(at: url, withItemAt: temporary)
    } catch {
      removeItem(at: temporary)
      throw error
    }
  }
}
