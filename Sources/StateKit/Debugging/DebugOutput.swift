#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where debugging text goes: standard output, standard error, or a closure of yours (a logger, a file, a
/// test's buffer).
public struct DebugOutput: Sendable {
  let write: @Sendable (String) -> Void

  /// An output that passes every piece of text to `write`.
  ///
  /// Each call receives one complete report, ending with a newline.
  public init(_ write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// The process's standard output.
  public static let standardOutput = DebugOutput { writeAll($0, to: 1) }

  /// The process's standard error.
  public static let standardError = DebugOutput { writeAll($0, to: 2) }
}

/// Writes `text` to a file descriptor. NB: `write(2)`, not `stdout`/`stderr`: those C globals are not
/// concurrency-safe in Swift 6.
private func writeAll(_ text: String, to fileDescriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
      guard written > 0 else { return }
      offset += written
    }
  }
}
