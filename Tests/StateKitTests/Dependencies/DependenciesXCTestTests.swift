import StateKit
import StateKitTesting
import XCTest

/// Proves that a dependency a test store reads without a test value fails an XCTest test, where
/// `Issue.record` would not: the report must go through `XCTFail`.
///
/// As in `TestStoreXCTestTests`, the test case records its own failures while it expects one.
final class DependenciesXCTestTests: XCTestCase {
  private let expectedFailures = LockedState<(isExpecting: Bool, messages: [String])>((false, []))

  /// Runs `body`, and returns the failures recorded meanwhile instead of failing the test with them.
  @MainActor
  private func capturingFailures(_ body: () async -> Void) async -> [String] {
    expectedFailures.withLock { $0 = (true, []) }
    await body()
    return expectedFailures.withLock { captured in
      defer { captured = (false, []) }
      return captured.messages
    }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      let isExpected = expectedFailures.withLock { captured in
        if captured.isExpecting { captured.messages.append(issue.compactDescription) }
        return captured.isExpecting
      }
      if !isExpected { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      let isExpected = expectedFailures.withLock { captured in
        if captured.isExpecting { captured.messages.append(description) }
        return captured.isExpecting
      }
      if !isExpected {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  @MainActor
  func testAMissingTestValueFailsTheXCTestAndASetOnePasses() async {
    let store = TestStore(initialState: Greeter.State(), reducer: Greeter())
    let failures = await capturingFailures {
      await store.send(.sayGoodbye) { $0.greetings = ["goodbye"] }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("FarewellKey has no test value") == true, "\(failures)")

    store.dependencies.farewell = "bye"
    let none = await capturingFailures {
      await store.send(.sayGoodbye) { $0.greetings = ["goodbye", "bye"] }
    }
    XCTAssertEqual(none, [])
  }
}
