import Dispatch
import Foundation

/// Runs the `SharedExitProbe` program (Tests/Fixtures/SharedExitProbe), which `swift build --build-tests`
/// builds beside the test bundle.
///
/// Waiting for a program blocks a thread: it happens on a dispatch queue, never on the threads of Swift
/// concurrency, which the other tests running in parallel need.
enum SharedExitProbe {
  /// Runs the program with `arguments`; once it printed a line, if `onFirstLine` is given, calls it with
  /// the line and the program's id; returns the program once it has ended.
  static func run(
    _ arguments: [String], onFirstLine: (@Sendable (String, Int32) -> Void)? = nil
  ) async throws -> Process {
    let executable = try executable()
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        do {
          let process = Process()
          process.executableURL = executable
          process.arguments = arguments
          let output = Pipe()
          if onFirstLine != nil { process.standardOutput = output }
          try process.run()
          if let onFirstLine {
            let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            onFirstLine(line, process.processIdentifier)
          }
          process.waitUntilExit()
          continuation.resume(returning: process)
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  /// The program, in the build products directory: the one the test binary (or, on Apple platforms, the
  /// `.xctest` bundle) is in.
  private static func executable() throws -> URL {
    let starts =
      [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
      + Bundle.allBundles.map(\.bundleURL)
    for start in starts {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("SharedExitProbe")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    throw ProbeNotFound(searched: starts.map(\.path))
  }

  struct ProbeNotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "SharedExitProbe is not built beside \(searched): run `swift build --build-tests` first"
    }
  }
}
