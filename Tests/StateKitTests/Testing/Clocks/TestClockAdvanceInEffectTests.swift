import StateKit
import StateKitTesting
import Testing

/// A feature whose own action lets time pass: its effect advances the test clock the feature sleeps on,
/// as an exploration's action does.
private struct Alarm: Reducer {
  struct State: Equatable {
    var rings = 0
  }

  enum Action: Equatable {
    case set
    case wait(seconds: Int)
    case ring
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .set:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.ring)
        try await clock.sleep(for: .seconds(1))
        await send(.ring)
      }
    case .wait(let seconds):
      return .run { [clock] _ in await (clock as? TestClock)?.advance(by: .seconds(seconds)) }
    case .ring:
      state.rings += 1
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestClockAdvanceInEffectTests {
  @Test func anEffectThatAdvancesTheClockRunsWhatItWakesWithinTheStep() async {
    let store = TestStore(initialState: Alarm.State()) {
      Alarm()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.set)
    await store.send(.wait(seconds: 1))
    // NB: The live state, read before receiving: the ring arrived within the step that let time pass.
    #expect(store.liveState.rings == 1)
    await store.receive(.ring) { $0.rings = 1 }
    await store.send(.wait(seconds: 1))
    #expect(store.liveState.rings == 2)
    await store.receive(.ring) { $0.rings = 2 }
  }

  @Test func anAdvanceInAnEffectWakesWhatSleepsAgainBeforeItsDeadline() async {
    let store = TestStore(initialState: Alarm.State()) {
      Alarm()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.set)
    await store.send(.wait(seconds: 5))
    #expect(store.liveState.rings == 2)
    await store.receive(.ring) { $0.rings = 1 }
    await store.receive(.ring) { $0.rings = 2 }
  }
}
