/// Where StateKit reports a problem in the code that uses it, so that the test running that code can fail
/// on it.
///
/// StateKit cannot import a test framework. `StateKitTesting` installs a reporter (when the first
/// `TestStore` is created) that records `.failure` reports as test failures, in Swift Testing or XCTest,
/// in the task that made the report: an issue reported inside an effect fails the test that started it,
/// and `withKnownIssue` around the test catches it. Without a reporter, a report is a ``RuntimeWarning``.
///
/// Dependencies report through here (a test value that is missing, an `unimplemented` endpoint called), and
/// so does the public `reportIssue`; runtime warnings keep their own path, ``RuntimeWarning``, but a report
/// says how severe it is so that they can come here too.
package enum IssueReporting {
  private static let reporter = LockedState<(@Sendable (IssueReport) -> Void)?>(nil)

  /// Sends every report from now on to `reporter`, in the task that makes it, instead of the runtime
  /// warnings. Installing again replaces the reporter.
  package static func install(_ reporter: @escaping @Sendable (IssueReport) -> Void) {
    self.reporter.withLock { $0 = reporter }
  }

  /// Reports `report` to the installed reporter, or as a runtime warning if there is none: `warning`, or
  /// else the report's message.
  package static func report(_ report: IssueReport, warning: String? = nil) {
    if let reporter = reporter.withLock({ $0 }) {
      reporter(report)
    } else {
      RuntimeWarning.report(warning ?? report.message)
    }
  }
}
