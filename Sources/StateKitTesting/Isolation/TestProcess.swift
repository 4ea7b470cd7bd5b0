import Foundation

/// Whether this process runs tests: what decides, once, whether StateKit isolates them.
///
/// Decided from how the process was started, as a test runner starts it: under Xcode, XCTest's
/// environment; under `swift test`, an `.xctest` bundle (Linux), `xctest` or `swiftpm-testing-helper`
/// (macOS), or a `--testing-library` argument. A program that links `StateKitTesting` without running
/// tests (a benchmark, a command-line tool) keeps live values and pays nothing per read.
enum TestProcess {
  static let isRunningTests = isTestRunner(
    arguments: ProcessInfo.processInfo.arguments,
    environment: ProcessInfo.processInfo.environment
  )

  /// Whether a process started with `arguments` and `environment` is a test runner.
  static func isTestRunner(arguments: [String], environment: [String: String]) -> Bool {
    let xcTestVariables = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
    if xcTestVariables.contains(where: { environment[$0] != nil }) { return true }
    if arguments.contains("--testing-library") { return true }
    guard let executable = arguments.first?.split(separator: "/").last else { return false }
    return executable.hasSuffix(".xctest") || executable == "xctest" || executable == "swiftpm-testing-helper"
  }
}
