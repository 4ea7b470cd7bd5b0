import StateKit
import StateKitTesting
import Testing

/// A test store runs dismissals as a store does: in order with the actions the same effect sent, a stack
/// pop as an action the test receives, and the feature under test dismissing itself.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreDismissalTests {
  @Test func aStackScreenThatSendsThenDismissesFromItsReducerTellsTheParentFirst() async {
    let store = TestStore(initialState: Places.State(path: [Ticker.State(id: 1)])) {
      Places(clock: TestClock())
    }
    // `.merge(.send(.saved), .dismiss)`: the parent gets `.saved` while the screen is still there, then
    // the stack pops it.
    await store.send(.path(.element(id: 0, action: .save)))
    await store.receive(.path(.element(id: 0, action: .saved))) {
      $0.path[id: 0]?.saved = 1
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test func aStackScreenThatSendsThenDismissesFromAnEffectTellsTheParentFirst() async {
    let store = TestStore(initialState: Places.State(path: [Ticker.State(id: 1)])) {
      Places(clock: TestClock())
    }
    // `.run { send in await send(.saved); await send.dismiss() }`: the same order from an effect.
    await store.send(.path(.element(id: 0, action: .saveAndClose)))
    await store.receive(.path(.element(id: 0, action: .saved))) {
      $0.path[id: 0]?.saved = 1
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.finish()
  }

  @Test func aStoreAndATestStoreSeeTheSameStepsForASaveAndDismiss() async {
    let recorded = Store(initialState: Places.State(path: [Ticker.State(id: 1)])) {
      Places(clock: TestClock())
    }
    let recording = recorded.startRecording(states: .everyStep)
    await recorded.send(.path(.element(id: 0, action: .saveAndClose))).finish()
    recording.stop()
    #expect(
      recording.trace.steps.map(\.action) == [
        .path(.element(id: 0, action: .saveAndClose)),
        .path(.element(id: 0, action: .saved)),
        .path(.popFrom(id: 0)),
      ])
    #expect(recording.trace.steps.last?.state?.path.isEmpty == true)
  }

  @Test func theFeatureUnderTestDismissingItselfFromItsReducerIsDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State(id: 1)) { Ticker(clock: clock) }
    await store.send(.start)
    #expect(!store.isDismissed)

    await store.send(.close)

    #expect(store.isDismissed)
    // Its timer was cancelled: nothing sleeps, and the test ends with nothing running.
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func theFeatureUnderTestDismissingItselfFromAnEffectIsDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State(id: 1)) { Ticker(clock: clock) }
    let warnings = await withRuntimeWarnings {
      await store.send(.closeLater)
      await clock.advance(by: .seconds(1))
    }
    #expect(store.isDismissed)
    #expect(warnings.isEmpty)
    await store.finish()
  }

  @Test func sendingToADismissedFeatureFailsWithWhatToDoInstead() async {
    let store = TestStore(initialState: Ticker.State(id: 1)) { Ticker(clock: TestClock()) }
    await store.send(.close)
    await withKnownIssue {
      await store.send(.tick) { $0.ticks = 1 }
    } matching: { issue in
      issue.message.hasPrefix("Sent Ticker.Action.tick to a feature that had dismissed itself")
        && issue.message.contains("#expect(store.isDismissed)")
    }
    #expect(store.state.ticks == 0)
  }
}
