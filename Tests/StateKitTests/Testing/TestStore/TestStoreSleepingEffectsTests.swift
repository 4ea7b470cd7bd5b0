import StateKit
import StateKitTesting
import Testing

/// A step that waits while every effect still running sleeps on a `TestClock` can only wait out its
/// timeout: nothing will happen until the test moves the clock. It fails at once instead, saying how far.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreSleepingEffectsTests {
  func makeStore(_ clock: TestClock) -> TestStore<EffectCounter.State, EffectCounter.Action> {
    TestStore(initialState: EffectCounter.State()) { EffectCounter(clock: clock) }
  }

  @Test func finishingWhileTheTimerSleepsFailsAtOnceWithHowFarToAdvance() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTimer) { $0.isTimerRunning = true }
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.message.contains("finish() expected every effect to end, but the effect still running sleeps")
        && issue.message.contains("`await clock.advance(by: .seconds(1))`")
        && issue.message.contains("an effect started by sending EffectCounter.Action.startTimer")
    }
    // The store stopped tracking the timer: the end of the test does not report it again.
  }

  @Test func finishingATaskWhileItsEffectSleepsFailsAtOnce() async {
    let clock = TestClock()
    let store = makeStore(clock)
    let timer = await store.send(.startTimer) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(400))
    await withKnownIssue {
      await timer.finish()
    } matching: { issue in
      issue.message.contains("finish() expected the effects to end")
        && issue.message.contains("`await clock.advance(by: .milliseconds(600))`")
    }
  }

  @Test func aSleepingEffectBesideOneAwaitingOtherWorkIsNotReportedAtOnce() async {
    let clock = TestClock()
    let (values, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(clock: clock, values: { values })
    }
    await store.send(.startTimer) { $0.isTimerRunning = true }
    await store.send(.subscribe)
    // The subscription waits on the stream, which the test controls from outside the store: the
    // receive waits for it instead of failing.
    Task { continuation.yield(7) }
    await store.receive(.valueChanged(7)) { $0.count = 7 }
    store.skipInFlightEffects()
  }

  @Test func advancingFirstMakesTheSameStepsPass() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTimer) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.send(.stopTimer) { $0.isTimerRunning = false }
    await store.finish()
  }
}
