import StateKit
import StateKitTesting
import Testing

/// A `send` or `receive` on a test store whose test has ended (leaked into another test, or called from a
/// task that outlived its test) fails with a message saying so, and does nothing.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreOutlivesItsTestTests {
  @Test func aStoreRemembersTheTestThatCreatedIt() {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    #expect(store.test?.name == "aStoreRemembersTheTestThatCreatedIt()")
  }

  @Test func aSendFromAnotherTestFailsAndDoesNothing() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    // Stands for a store created by another test and leaked into this one.
    store.test = TestScope(name: "loadingAFact()")
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 1 }
    } matching: { issue in
      issue.message.contains("The test store was created by the test loadingAFact(), which has ended")
        && issue.message.contains("sending EffectCounter.Action.incrementTapped at line \(line)")
        && issue.message.contains("while the test aSendFromAnotherTestFailsAndDoesNothing() runs")
        && issue.message.contains("create one in each test")
    }
    #expect(store.liveState.count == 0)
  }

  @Test func aReceiveFromAnotherTestFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    let ownTest = store.test
    store.test = TestScope(name: "loadingAFact()")
    await withKnownIssue {
      await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    } matching: { issue in
      issue.message.contains("The test store was created by the test loadingAFact(), which has ended")
        && issue.message.contains(#"receiving EffectCounter.Action.factResponse("0 is a good number.")"#)
    }
    store.test = ownTest
    store.skipReceivedActions()
  }
}
