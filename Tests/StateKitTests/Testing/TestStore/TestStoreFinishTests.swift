import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreFinishTests {
  @Test(.timeLimit(.minutes(5)))
  func finishWaitsUntilEveryEffectHasEnded() async {
    let (values, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(values: { values })
    }
    // A huge timeout: finish must return because the effect ended, not because time ran out.
    store.timeout = .seconds(3_600)
    await store.send(.subscribe)
    continuation.yield(7)
    await store.receive(.valueChanged(7)) { $0.count = 7 }
    continuation.finish()
    await store.finish()
  }

  @Test func anEffectCancelledByTheFeatureNeedsNoFinish() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(clock: clock)
    }
    await store.send(.startTimer) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.stopTimer) { $0.isTimerRunning = false }
  }

  @Test func anEffectStillRunningWhenTheStoreGoesAwayFailsAndNamesTheActionThatStartedIt() async {
    await withKnownIssue {
      let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
      // The timeout only bounds how long the end of the test waits for an effect that never ends.
      store.timeout = .milliseconds(20)
      await store.send(.subscribe)
    } matching: { issue in
      issue.message.contains("1 effect is still running at the end of the test:")
        && issue.message.contains(
          "an effect started by sending EffectCounter.Action.subscribe at StateKitTests/")
        && issue.message.contains("TestStoreFeatures.swift:")
        && issue.message.contains("`store.skipInFlightEffects()`")
        && issue.sourceLocation?.fileName == "TestStoreFinishTests.swift"
    }
  }

  @Test func anEffectStillRunningAfterFinishFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.subscribe)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.message.contains("1 effect is still running at finish() after waiting 0.02 seconds:")
        && issue.message.contains("an effect started by sending EffectCounter.Action.subscribe")
    }
    // Reported once: the store stopped tracking it, so its end does not report it again.
  }

  @Test func actionsNotReceivedByTheEndFailFinishAndTheEndOfTheTest() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.message.contains("1 action fed back by effects was not received before finish():")
        && issue.message.contains(#"EffectCounter.Action.factResponse("0 is a good number.")"#)
    }
    await withKnownIssue {
      let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
      await store.send(.doubleIncrementTapped)
    } matching: { issue in
      issue.message.contains("2 actions fed back by effects were not received before the end of the test:")
    }
  }

  @Test func skippedEffectsAreCancelledWhenTheStoreGoesAwayAndTheTestPasses() async {
    let (values, continuation) = AsyncStream<Int>.makeStream()
    let cancelled = Gate()
    continuation.onTermination = { _ in cancelled.open() }
    do {
      let store = TestStore(initialState: EffectCounter.State()) {
        EffectCounter(values: { values })
      }
      await store.send(.subscribe)
      continuation.yield(42)
      await store.receive(.valueChanged(42)) { $0.count = 42 }
      store.skipInFlightEffects()
    }
    await cancelled.wait()
  }

  @Test func aTaskFinishesWithItsEffectsAndCancelsThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(clock: clock)
    }
    let timer = await store.send(.startTimer) { $0.isTimerRunning = true }
    #expect(clock.sleeperCount == 1)
    await timer.cancel()
    await timer.finish()
    #expect(clock.sleeperCount == 0)

    let fact = await store.send(.factTapped)
    #expect(fact != timer)
    await fact.finish()
    await store.receive(\.factResponse) { $0.fact = "0 is a good number." }
  }

  @Test func aTaskWhoseEffectsOutliveTheTimeoutFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let subscription = await store.send(.subscribe)
    await withKnownIssue {
      await subscription.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.message.contains("1 effect is still running at finish() after waiting 0.02 seconds:")
    }
  }

  @Test func anEffectThatEndsJustAfterItsLastActionIsNeverReportedAsRunning() async {
    // The effect's last instructions run after the test has received its action: the end of the test
    // must wait for them rather than race them. Many rounds make a race show.
    for _ in 0..<200 {
      let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
      await store.send(.factTapped)
      await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    }
  }
}
