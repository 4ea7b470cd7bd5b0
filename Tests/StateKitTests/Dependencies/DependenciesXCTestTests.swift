import StateKit
import StateKitTesting
import XCTest

/// Proves that a dependency a test store reads without a test value fails an XCTest test, where
/// `Issue.record` would not: the report must go through `XCTFail`.
///
/// The test case records its own failures while it expects one (see ``FailureCapturingTestCase``).
final class DependenciesXCTestTests: FailureCapturingTestCase {
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
