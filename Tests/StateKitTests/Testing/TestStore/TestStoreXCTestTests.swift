import StateKit
import StateKitTesting
import XCTest

/// Proves that a test store fails an XCTest test: there `Issue.record` would not, so failures must go
/// through `XCTFail`.
///
/// The test case records its own failures while it expects one (see ``FailureCapturingTestCase``).
final class TestStoreXCTestTests: FailureCapturingTestCase {
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
