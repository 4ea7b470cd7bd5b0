import StateKit
import StateKitTesting
import Testing

/// An assertion closure that asserts nothing (the step changed nothing, and neither did the closure)
/// fails an exhaustive test with TCA's message.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreUnnecessaryAssertionTests {
  @Test func aSendWhoseClosureAssertsNothingFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let line = #line + 2
    await withKnownIssue {
      await store.send(.stopTimer) { $0.isTimerRunning = false }
    } matching: { issue in
      issue.message.contains(
        "Expected state to change, but no change occurred when sending EffectCounter.Action.stopTimer (line \(line))."
      )
        && issue.message.contains("If no change to state is expected, omit the trailing closure")
        && issue.message.contains("`await store.send(…)` without `{ … }`")
        && issue.sourceLocation?.line == line
    }
  }

  @Test func aReceiveWhoseClosureAssertsNothingFails() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, action in action ? .send(false) : .none }
    }
    await store.send(true)
    await withKnownIssue {
      await store.receive(false) { $0 = 0 }
    } matching: { issue in
      issue.message.contains("Expected state to change, but no change occurred when receiving false")
        && issue.message.contains("`await store.receive(…)` without `{ … }`")
    }
  }

  @Test func aStepThatChangesNothingWithoutAClosurePasses() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.stopTimer)
  }

  @Test func aNonExhaustiveTestMayAssertWhatDidNotChange() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.stopTimer) { $0.isTimerRunning = false }
  }
}
