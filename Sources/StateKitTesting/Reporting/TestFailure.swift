#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports `TestStore` failures to the test framework that runs the current test.
///
/// `Issue.record` does not fail an XCTest test, and `XCTFail` outside one goes nowhere useful: inside a
/// Swift Testing test (`Test.current` is set) failures are recorded as issues, otherwise they go to
/// `XCTFail`.
package enum TestFailure {
  /// Receives every note in this task instead of the test framework: StateKit's own tests check with it
  /// what a non-exhaustive test store shows.
  @TaskLocal package static var noteHandler: (@Sendable (String) -> Void)?

  /// Fails the current test with `message`, pointing at `location`.
  static func record(_ message: String, at location: CodeLocation) {
    let message = contextualized(message)
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: location.line)
    #else
      print("[StateKitTesting] failure at \(location.fileID):\(location.line): \(message)")
    #endif
  }

  /// Sends StateKit's own reports (a dependency a test did not set) to the test framework from now on:
  /// failures fail the test that runs the code that reported them, warnings stay runtime warnings. Called
  /// by every test store; installs once.
  static func installIssueReporter() {
    _ = issueReporterInstalled
  }

  private static let issueReporterInstalled: Void = IssueReporting.install { report in
    switch report.severity {
    case .failure:
      record(report.message, at: report.location)
    case .warning:
      RuntimeWarning.report(report.message)
    }
  }

  /// Fails the current test with `message`, pointing at `location` if there is one, or else wherever the
  /// test framework points by default.
  static func record(_ message: String, at location: CodeLocation?) {
    if let location { return record(message, at: location) }
    let message = contextualized(message)
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message)
    #else
      print("[StateKitTesting] failure: \(message)")
    #endif
  }

  /// Tells the current test about `message` without failing it: what a non-exhaustive test store skipped,
  /// when it was asked to show skipped assertions.
  ///
  /// Swift Testing shows it as a known issue; XCTest has no such thing on every platform, so it is printed.
  static func note(_ message: String, at location: CodeLocation) {
    if let noteHandler {
      return noteHandler(message)
    }
    #if canImport(Testing)
      if Test.current != nil {
        withKnownIssue("Skipped assertion (exhaustivity is off)") {
          Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        }
        return
      }
    #endif
    print("[StateKitTesting] note at \(location.fileID):\(location.line): \(message)")
  }
}

#if canImport(Testing)
  extension CodeLocation {
    fileprivate var sourceLocation: SourceLocation {
      SourceLocation(
        fileID: String(describing: fileID),
        filePath: String(describing: filePath),
        line: Int(line),
        column: Int(column)
      )
    }
  }
#endif
