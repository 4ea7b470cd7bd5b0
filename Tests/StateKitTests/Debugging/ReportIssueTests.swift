import StateKit
import Testing

private struct NotFound: Error, CustomStringConvertible {
  var description: String { "no such session" }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReportIssueTests {
  init() {
    installTestIssueReporter()
  }

  @Test func aMessageFailsTheTestAtTheLineOfTheCall() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("No session with id 3: the caller should have opened one.")
    } matching: { issue in
      issue.message == "No session with id 3: the caller should have opened one."
        && issue.sourceLocation?.fileName == "ReportIssueTests.swift" && issue.sourceLocation?.line == line
    }
  }

  @Test func anErrorFailsTheTestWithTheError() {
    withKnownIssue {
      reportIssue(NotFound())
    } matching: { issue in
      issue.message == "Caught error: no such session"
    }
  }

  @Test func anIssueReportedInATaskTheTestStartedFailsTheTest() async {
    await withKnownIssue {
      await Task { reportIssue("from a task") }.value
    } matching: { issue in
      issue.message == "from a task"
    }
  }

  // NB: Exit tests run in a process of their own, where no test store installed a reporter: an app's.
  #if os(Linux) || os(macOS) || os(Windows)
    @Test func inAnAppItIsARuntimeWarningWithTheMessageAndTheLine() async throws {
      let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
        reportIssue("Something is off.")
        reportIssue(NotFound())
      }
      let output = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        output.contains(
          "[StateKit] warning: Something is off. (reported at StateKitTests/ReportIssueTests.swift:"))
      #expect(output.contains("[StateKit] warning: Caught error: no such session (reported at"))
    }
  #endif
}
