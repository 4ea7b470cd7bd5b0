#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error, and the end of the process.
enum Console {
  /// Writes `line` and a newline to standard error: progress and errors, kept out of the table.
  static func error(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
  }

  /// Prints `message` as one line to standard error, prefixed with the tool's name, and exits.
  static func fail(_ message: String, status: Int32) -> Never {
    error("StateKitBenchmarks: \(message)")
    exit(status)
  }
}

/// A file opened for writing before the run starts, so that a bad `--json` path fails at once rather
/// than after minutes of benchmarks.
final class OutputFile {
  private let path: String
  private let descriptor: Int32

  /// Opens (creating or truncating) `path`, or throws why it cannot, in words.
  init(path: String) throws(UsageError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw UsageError("cannot write --json to '\(path)': \(String(cString: strerror(errno)))")
    }
    self.path = path
    self.descriptor = descriptor
  }

  /// Writes `text` and closes the file; returns why it failed, or `nil`.
  func save(_ text: String) -> String? {
    var text = text
    let written = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    let failure = written ? nil : "could not write \(path): \(String(cString: strerror(errno)))"
    close(descriptor)
    return failure
  }
}
