#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams, written with `write(2)`: Swift 6 treats the C `stdout` and `stderr`
/// globals as unsafe to share.
enum Console {
  /// Whether standard input and standard output are both a terminal: then the list is interactive.
  static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Writes `text` to standard output.
  static func write(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// `write(2)`, under a name that does not clash with ``Console/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
