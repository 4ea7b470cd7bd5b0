/// Reports a problem that the code around it should never meet: in a test it fails the test, and in an
/// app it is a runtime warning.
///
/// For code outside a reducer (a model object, a dependency's live value) that reaches a state it
/// considers a bug, but can carry on from:
///
/// ```swift
/// guard let session = sessions[id] else {
///   reportIssue("No session with id \(id): the caller should have opened one.")
///   return
/// }
/// ```
///
/// In a test, the failure is recorded by Swift Testing or XCTest, whichever runs the test, at the line
/// of the call, from the test's tasks and the tasks they start (an effect's included; not a detached
/// task, which does not know which test it runs for). That goes through the reporter that
/// StateKitTesting installs with its first `TestStore`; before that, and in an app, the report is a
/// runtime warning on standard error (in debug builds), with the message and the line. StateKit's own
/// misuse reports, such as an action sent to a store whose state is gone, are runtime warnings.
///
/// - Parameters:
///   - message: What went wrong, and what to do about it.
///   - fileID: The file of the call, for the failure's location; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
public func reportIssue(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  IssueReporting.report(
    IssueReport(message, severity: .failure, location: location),
    warning: "\(message) (reported at \(location))"
  )
}

/// Reports an error that the code around it should never meet: in a test it fails the test, and in an
/// app it is a runtime warning.
///
/// ```swift
/// do {
///   try await analytics.send(event)
/// } catch {
///   reportIssue(error)
/// }
/// ```
///
/// It reports `Caught error: ` and the error, as ``reportIssue(_:fileID:filePath:line:column:)-(String,_,_,_,_)``
/// reports a message.
///
/// - Parameters:
///   - error: The error.
///   - fileID: The file of the call, for the failure's location; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
public func reportIssue(
  _ error: any Error,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue("Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
}
