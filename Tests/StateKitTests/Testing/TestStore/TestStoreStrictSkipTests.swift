import StateKit
import StateKitTesting
import Testing

/// `skipReceivedActions(strict:)` and `skipInFlightEffects(strict:)` fail when there is nothing to skip,
/// unless `strict: false`; `skipInFlightEffects` stops waiting for the effects without cancelling them.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreStrictSkipTests {
  @Test func skippingReceivedActionsWhenThereAreNoneFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.incrementTapped) { $0.count = 1 }
    let line = #line + 2
    withKnownIssue {
      store.skipReceivedActions()
    } matching: { issue in
      issue.message.contains("There were no received actions to skip at line \(line)")
        && issue.message.contains("`store.skipReceivedActions(strict: false)`")
        && issue.sourceLocation?.line == line
    }
  }

  @Test func skippingReceivedActionsWhenThereAreNoneIsFineWhenNotStrict() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.incrementTapped) { $0.count = 1 }
    store.skipReceivedActions(strict: false)
  }

  @Test func skippingInFlightEffectsWhenThereAreNoneFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let line = #line + 2
    withKnownIssue {
      store.skipInFlightEffects()
    } matching: { issue in
      issue.message.contains("There were no in-flight effects to skip at line \(line)")
        && issue.message.contains("`store.skipInFlightEffects(strict: false)`")
    }
    store.skipInFlightEffects(strict: false)
  }

  @Test func skippedEffectsKeepRunningAndWhatTheyFeedBackIsReceivedAsUsual() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(clock: clock)
    }
    await store.send(.startTimer) { $0.isTimerRunning = true }
    store.skipInFlightEffects()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
    // Not waited for: the end of the test does not report the timer, and cancels it.
  }

  @Test func skippedEffectsAreNotWaitedForByFinish() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.timeout = .seconds(3_600)
    await store.send(.subscribe)
    store.skipInFlightEffects()
    // Returns at once: a huge timeout would hold the test if finish waited for the subscription.
    await store.finish()
  }
}
