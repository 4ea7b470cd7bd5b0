import Testing

@testable import StateKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The causes a failed system call is described by, for those a test cannot provoke on every machine
/// (a full disk, a read-only file system, a user who may not write).
@Suite struct FileStorageErrorTests {
  @Test func eachCauseIsNamedInWords() {
    let causes: [(Int32, String)] = [
      (ENOSPC, "no space left on the device"),
      (EISDIR, "a directory is at the path"),
      (ENOTDIR, "a part of the path is a file, not a directory"),
      (EACCES, "not permitted"),
      (EPERM, "not permitted"),
      (EROFS, "the file system is read-only"),
    ]
    for (code, words) in causes {
      let error = FileStorageError("could not write /a/b.json", errno: code)
      #expect(error.description.hasPrefix("could not write /a/b.json: \(words)"), "\(error)")
    }
  }
}
