internal import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file storage operation that failed, described for a runtime warning and a
/// ``SharedStorageFailure``: the file it concerns, and where the file was moved if it was kept aside.
struct FileStorageError: Error, CustomStringConvertible {
  let description: String
  /// Where the file that did not decode was moved, if it was.
  var movedAside: URL?

  init(_ description: String, movedAside: URL? = nil) {
    self.description = description
    self.movedAside = movedAside
  }

  /// The failure of a system call, with its cause in words: `could not write /a/b.json: no space left on
  /// the device (ENOSPC)`.
  ///
  /// - Parameters:
  ///   - operation: What was being done: `could not write /a/b.json`.
  ///   - code: The `errno` the call left.
  init(_ operation: String, errno code: Int32) {
    self.init("\(operation): \(Self.cause(ofErrno: code))")
  }

  /// The cause `code` stands for, in words, with its name where the words are this type's own.
  static func cause(ofErrno code: Int32) -> String {
    switch code {
    case ENOSPC: "no space left on the device (ENOSPC)"
    case EDQUOT: "the disk quota is used up (EDQUOT)"
    case EISDIR: "a directory is at the path (EISDIR)"
    case ENOTDIR: "a part of the path is a file, not a directory (ENOTDIR)"
    case EACCES: "not permitted: the user may not write or read there (EACCES)"
    case EPERM: "not permitted (EPERM)"
    case EROFS: "the file system is read-only (EROFS)"
    case ENOENT: "no such file or directory (ENOENT)"
    default: "\(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
