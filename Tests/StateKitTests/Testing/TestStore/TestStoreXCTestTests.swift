import StateKit
import StateKitTesting
import XCTest

/// Proves that a test store fails an XCTest test: there `Issue.record` would not, so failures must go
/// through `XCTFail`.
///
/// The test case records its own failures while it expects one (XCTest on Linux has no
/// `XCTExpectFailure`): each failure the store reports reaches the override below, which keeps it for
/// the test to check instead of failing the test with it. Anything recorded outside those windows fails
/// the test as usual.
final class TestStoreXCTestTests: XCTestCase {
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
  func testARuntimeWarningFailsTheXCTestWithItsMessage() async {
    let store = TestStore(initialState: Sloppy.State()) { Sloppy() }
    let failures = await capturingFailures {
      await store.send(.child(.incrementTapped))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue((failures.first ?? "").contains("received the child action"))
  }

  @MainActor
  func testAStateMismatchFailsTheXCTestWithTheDiff() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let failures = await capturingFailures {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    XCTAssertEqual(failures.count, 1)
    let message = failures.first ?? ""
    XCTAssertTrue(message.contains("The state after sending EffectCounter.Action.incrementTapped is not"))
    XCTAssertTrue(message.contains("-   count: 2,"))
    XCTAssertTrue(message.contains(#"\.count: 2 → 1"#))
  }

  @MainActor
  func testAPassingStepRecordsNoFailure() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let failures = await capturingFailures {
      await store.send(.incrementTapped) { $0.count = 1 }
      await store.send(.factTapped)
      await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    }
    XCTAssertEqual(failures, [])
  }
}

/// The ordering of an effect's action and its dismissal, under XCTest: a regression test for the test
/// store that held the action until the test received it while the dismissal popped the screen at once.
final class TestStoreDismissalXCTests: XCTestCase {
  @MainActor
  func testAStackScreenThatSendsThenDismissesTellsTheParentFirst() async {
    let store = TestStore(initialState: Places.State(path: [Ticker.State(id: 1)])) {
      Places(clock: TestClock())
    }
    await store.send(.path(.element(id: 0, action: .saveAndClose)))
    await store.receive(.path(.element(id: 0, action: .saved))) {
      $0.path[id: 0]?.saved = 1
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.finish()
  }
}
