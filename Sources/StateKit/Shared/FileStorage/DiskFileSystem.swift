package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk, as a ``FileSystem``: the one instance ``FileStorage/fileSystem`` uses.
package final class DiskFileSystem: FileSystem {
  /// The disk.
  package static let shared = DiskFileSystem()

  private init() {}

  package func contents(of url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  package func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw FileStorageError("could not create \(temporary.path) to write \(url.lastPathComponent)")
    }
    // NB: On disk before the rename, so that a crash after the rename cannot leave an empty file.
    let handle = try FileHandle(forWritingTo: temporary)
    defer { try? handle.close() }
    try handle.synchronize()
    return temporary
  }

  package func replaceItem(at url: URL, withItemAt temporary: URL) throws {
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      throw FileStorageError("could not rename \(temporary.path) to \(url.path): \(reason)")
    }
  }

  package func moveItem(at url: URL, to destination: URL) throws {
    try FileManager.default.moveItem(at: url, to: destination)
  }

  package func removeItem(at url: URL) {
    try? FileManager.default.removeItem(at: url)
  }

  package func fileExists(at url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  package func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    let task = Task {
      var last = Self.signature(of: url)
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: interval)
        } catch {
          return
        }
        let current = Self.signature(of: url)
        if current != last {
          last = current
          onChange()
        }
      }
    }
    return SharedSubscription { task.cancel() }
  }

  /// What changes when the file is written: its size, modification date and inode (a rename over it
  /// makes a new one).
  private static func signature(of url: URL) -> [String]? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
    return [FileAttributeKey.size, .modificationDate, .systemFileNumber].map { "\(attributes[$0] ?? "")" }
  }
}
