package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension DiskFileSystem {
  /// Writes `data` to `.name.<pid>.<random>.tmp` beside `url`, created exclusively and synchronized to
  /// the disk, after removing the strays of earlier writers (see ``removeStrayTemporaryFiles(beside:)``).
  package func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL {
    removeStrayTemporaryFiles(beside: url)
    let directory = url.deletingLastPathComponent()
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(random).tmp")
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    temporaryFilesInFlight.withLock { _ = $0.insert(temporary.path) }
    var descriptor = open(temporary.path, flags, 0o644)
    if descriptor < 0, errno == ENOENT {
      try Self.makeDirectory(directory.path)
      descriptor = open(temporary.path, flags, 0o644)
    }
    let operation = "could not write \(url.path) (its temporary file \(temporary.lastPathComponent))"
    guard descriptor >= 0 else {
      let code = errno
      _ = temporaryFilesInFlight.withLock { $0.remove(temporary.path) }
      throw FileStorageError(operation, errno: code)
    }
    var code: Int32 = 0
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          code = errno
          return
        }
        offset += written
      }
    }
    // NB: On disk before the rename, so that a crash after the rename cannot leave an empty file; a full
    // disk may only be told by `fsync` or `close`.
    if code == 0, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == 0 { code = errno }
    guard code == 0 else {
      removeItem(at: temporary)
      throw FileStorageError(operation, errno: code)
    }
    return temporary
  }

  /// Removes the temporary files of `url` that no writer will rename: those of a process that has ended,
  /// this process's own that it is not writing now, and those named as older versions named them
  /// (`.name.<UUID>.tmp`). A live process's file is left alone, as is any name this type does not make.
  package func removeStrayTemporaryFiles(beside url: URL) {
    let directory = url.deletingLastPathComponent().path
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let inFlight = temporaryFilesInFlight.withLock { $0 }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = directory + "/" + name
      let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
      let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
      if parts.count == 2, let pid = pid_t(parts[0]) {
        let isStray = pid == getpid() ? !inFlight.contains(path) : !Self.isRunning(pid)
        if isStray { unlink(path) }
      } else if parts.count == 1, UUID(uuidString: String(middle)) != nil {
        unlink(path)
      }
    }
  }

  /// Whether a process of that id exists (one that this user may not signal exists too).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Creates the directory at `path` and its missing parents.
  static func makeDirectory(_ path: String) throws {
    if mkdir(path, 0o755) == 0 { return }
    var code = errno
    if code == ENOENT {
      let parent = (path as NSString).deletingLastPathComponent
      if !parent.isEmpty, parent != path {
        try makeDirectory(parent)
        if mkdir(path, 0o755) == 0 { return }
        code = errno
      }
    }
    // NB: A file in the way answers EEXIST too: the open that follows then says so.
    if code == EEXIST { return }
    throw FileStorageError("could not create the directory \(path)", errno: code)
  }
}
