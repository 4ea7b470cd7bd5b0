/// A problem StateKit found in the code that uses it: what to say, how bad it is, and where.
package struct IssueReport: Sendable {
  /// How a test takes a report.
  package enum Severity: Sendable {
    /// Shown, and fails nothing.
    case warning
    /// Fails the test that is running.
    case failure
  }

  /// What went wrong and what to do about it.
  package let message: String
  package let severity: Severity
  /// The line of the user's code the report is about, if StateKit knows it.
  package let location: CodeLocation?

  package init(_ message: String, severity: Severity, location: CodeLocation?) {
    self.message = message
    self.severity = severity
    self.location = location
  }
}
