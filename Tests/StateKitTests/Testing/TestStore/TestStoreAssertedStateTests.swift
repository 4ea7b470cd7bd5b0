import StateKit
import StateKitTesting
import Testing

/// `store.state` is the state after the last step the test asserted or skipped, as in TCA; `liveState` is
/// what the store holds now, with every action effects fed back reduced.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreAssertedStateTests {
  @Test func stateIsTheAssertedStateUntilTheTestReceivesWhatAnEffectFedBack() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.incrementAndFetchFactTapped)
    // The effects fed back `.incrementTapped` and `.factResponse`, already reduced by the store.
    #expect(store.state.count == 0)
    #expect(store.state.fact == nil)
    #expect(store.liveState.count == 1)
    #expect(store.liveState.fact == "0 is a good number.")
    await store.receive(.incrementTapped) { $0.count = 1 }
    #expect(store.state.count == 1)
    #expect(store.state.fact == nil)
    await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    #expect(store.state.fact == "0 is a good number.")
    #expect(store.state == store.liveState)
  }

  @Test func stateMovesOnWhenTheTestSkipsTheReceivedActions() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.doubleIncrementTapped)
    #expect(store.state.count == 0)
    store.skipReceivedActions()
    #expect(store.state.count == 2)
  }

  @Test func stateReadInsideAnAssertionClosureIsTheStateBeforeTheStep() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.incrementTapped) {
      #expect(store.state.count == 1)
      #expect($0 == store.state)
      $0.count = 2
    }
  }

  @Test func aNonExhaustiveTestReadsTheStateItLastSawBetweenSteps() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.incrementAndFetchFactTapped)
    #expect(store.state.count == 0)
    await store.receive(.factResponse("0 is a good number."))
    // The receive skipped `.incrementTapped` and asserted the state the fact left.
    #expect(store.state.count == 1)
    #expect(store.state.fact == "0 is a good number.")
  }
}
