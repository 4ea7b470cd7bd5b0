import StateKit
import XCTest

/// An XCTest case that can expect failures: XCTest on Linux has no `XCTExpectFailure`, so the case
/// records its own failures while it expects some. Each failure reported meanwhile reaches the override
/// below, which keeps it for the test to check instead of failing the test with it; anything recorded
/// outside ``capturingFailures(_:)`` fails the test as usual.
class FailureCapturingTestCase: XCTestCase {
  private let expectedFailures = LockedState<(isExpecting: Bool, messages: [String])>((false, []))

  /// Runs `body`, and returns the failures recorded meanwhile instead of failing the test with them.
  @MainActor
  func capturingFailures(_ body: () async -> Void) async -> [String] {
    expectedFailures.withLock { $0 = (true, []) }
    await body()
    return expectedFailures.withLock { captured in
      defer { captured = (false, []) }
      return captured.messages
    }
  }

  /// Keeps `message` if failures are expected; whether it was kept.
  private func keep(_ message: String) -> Bool {
    expectedFailures.withLock { captured in
      if captured.isExpecting { captured.messages.append(message) }
      return captured.isExpecting
    }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      if !keep(issue.compactDescription) { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      if !keep(description) {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
