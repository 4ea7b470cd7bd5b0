package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk, as a ``FileSystem``: the one instance ``FileStorage/fileSystem`` uses.
///
/// Files are read and written with POSIX calls, so that an error names its cause (`no space left on the
/// device`, `a directory is at the path`), and a temporary file is only ever the one this type names
/// (`.name.<pid>.<random>.tmp`, see ``removeStrayTemporaryFiles(beside:)``).
package final class DiskFileSystem: FileSystem {
  /// The disk.
  package static let shared = DiskFileSystem()

  /// The temporary files this process is writing or renaming now, by path: the strays of this process
  /// are its other temporary files.
  let temporaryFilesInFlight = LockedState<Set<String>>([])

  private init() {}

  package func contents(of url: URL) throws -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw FileStorageError("could not read \(url.path)", errno: code)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileStorageError("could not read \(url.path)", errno: errno)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw FileStorageError("could not read \(url.path)", errno: EISDIR)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw FileStorageError("could not read \(url.path)", errno: errno)
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  package func replaceItem(at url: URL, withItemAt temporary: URL) throws {
    defer { _ = temporaryFilesInFlight.withLock { $0.remove(temporary.path) } }
    guard rename(temporary.path, url.path) == 0 else {
      throw FileStorageError("could not rename \(temporary.path) to \(url.path)", errno: errno)
    }
  }

  package func moveItem(at url: URL, to destination: URL) throws {
    guard rename(url.path, destination.path) == 0 else {
      throw FileStorageError("could not move \(url.path) to \(destination.path)", errno: errno)
    }
  }

  package func removeItem(at url: URL) {
    unlink(url.path)
    _ = temporaryFilesInFlight.withLock { $0.remove(url.path) }
  }

  package func fileExists(at url: URL) -> Bool {
    access(url.path, F_OK) == 0
  }

  package func lockAcrossProcesses(_ url: URL) throws -> @Sendable () -> Void {
    let path = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path
    var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor < 0, errno == ENOENT {
      try Self.makeDirectory(url.deletingLastPathComponent().path)
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      throw FileStorageError("could not open the lock file \(path)", errno: errno)
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw FileStorageError("could not lock \(path)", errno: code)
      }
    }
    // NB: Closing the descriptor releases the lock.
    return { [descriptor] in close(descriptor) }
  }

  package func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    let task = Task {
      // NB: A change is reported once the file stops changing, with the same signature at two checks in
      // a row: a file another program is still writing in place is not read half-written. It is reported
      // again at the next check if it is still the same, so that a file that did not decode is read
      // twice, a check apart, before it is taken for corrupt.
      var reported = Self.signature(of: url)
      var seen = reported
      var confirms = false
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: interval)
        } catch {
          return
        }
        let current = Self.signature(of: url)
        if current != seen {
          seen = current
          confirms = false
        } else if current != reported {
          reported = current
          confirms = true
          onChange()
        } else if confirms {
          confirms = false
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
