import StateKit
import StateKitTesting
import XCTest

/// The failures TCA's own tests of its test store expect, reported to XCTest with their messages: an
/// assertion that asserts nothing, a skip with nothing to skip, a receive past its own timeout, an effect
/// still running at the end (at the step that started it), a `modify` of another case, and a store used
/// outside its test.
///
/// Captures failures with ``FailureCapturingTestCase``: XCTest on Linux has no `XCTExpectFailure`.
final class TestStoreTCAFailuresXCTests: FailureCapturingTestCase {
  @MainActor
  func testAnAssertionThatAssertsNothingFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let failures = await capturingFailures {
      await store.send(.stopTimer) { $0.isTimerRunning = false }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue((failures.first ?? "").contains("Expected state to change, but no change occurred"))
    XCTAssertTrue((failures.first ?? "").contains("omit the trailing closure"))
  }

  @MainActor
  func testStrictSkipsWithNothingToSkipFail() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let failures = await capturingFailures {
      store.skipReceivedActions()
      store.skipInFlightEffects()
      store.skipReceivedActions(strict: false)
      store.skipInFlightEffects(strict: false)
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue((failures.first ?? "").contains("There were no received actions to skip"))
    XCTAssertTrue((failures.last ?? "").contains("There were no in-flight effects to skip"))
  }

  @MainActor
  func testAReceivePastItsOwnTimeoutFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.timeout = .seconds(3_600)
    let task = await store.send(.subscribe)
    let failures = await capturingFailures {
      await store.receive(.valueChanged(1), timeout: .milliseconds(20))
    }
    await task.cancel()
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue((failures.first ?? "").contains("nothing arrived within 0.02 seconds"))
  }

  @MainActor
  func testAnEffectStillRunningAtTheEndIsReportedWithTheStepThatStartedIt() async {
    let failures = await capturingFailures {
      let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
      await store.send(.subscribe)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      (failures.first ?? "").contains(
        "an effect started by sending EffectCounter.Action.subscribe at StateKitTests/TestStoreTCAFailuresXCTests.swift:"
      ))
  }

  @MainActor
  func testModifyingAnotherCaseFails() async {
    let failures = await capturingFailures {
      var value: Result<Int, TestError>? = .failure(TestError())
      value.modify(Result.success) { $0 += 1 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      (failures.first ?? "").contains("expected a value of that case, but the value holds another case"))
  }

  @MainActor
  func testAStoreUsedOutsideItsTestFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.test = TestScope(name: "testLoading")
    let failures = await capturingFailures {
      await store.send(.incrementTapped) { $0.count = 1 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      (failures.first ?? "").contains("The test store was created by the test testLoading, which has ended"))
  }

  struct TestError: Error, Equatable {}
}
