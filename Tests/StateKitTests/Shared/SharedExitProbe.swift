import Foundation

/// Runs the `SharedExitProbe` program (Tests/Fixtures/SharedExitProbe), which `swift build --build-tests`
/// builds beside the test bundle.
enum SharedExitProbe {
  /// Starts the program with `arguments`, its standard output to `output` if given.
  static func start(_ arguments: [String], output: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    if let output { process.standardOutput = output }
    try process.run()
    return process
  }

  /// Runs the program with `arguments` to its end.
  static func run(_ arguments: [String]) throws -> Process {
    let process = try start(arguments)
    process.waitUntilExit()
    return process
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
