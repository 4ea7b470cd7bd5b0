import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StackForEachTests {
  @Test func pushesRunsAndPops() async {
    let store = TestStore(initialState: Places.State()) { Places(clock: TestClock()) }
    await store.send(.path(.push(id: 0, state: Ticker.State(id: 10)))) {
      $0.path.append(Ticker.State(id: 10))
    }
    await store.send(.path(.push(id: 1, state: Ticker.State(id: 11)))) {
      $0.path.append(Ticker.State(id: 11))
    }
    await store.send(.path(.element(id: 0, action: .tick))) {
      $0.path[id: 0]?.ticks = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test func poppingAScreenCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(path: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }
    await store.send(.path(.element(id: 0, action: .start)))
    let top = await store.send(.path(.element(id: 1, action: .start)))
    #expect(clock.sleeperCount == 2)

    await store.send(.path(.popFrom(id: 1))) {
      _ = $0.path.popLast()
    }

    await top.finish()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    store.skipInFlightEffects()  // the bottom screen's timer keeps ticking
  }

  @Test func anElementActionForAPoppedScreenIsReported() async {
    let store = Store(initialState: Places.State()) { Places(clock: TestClock()) }
    let warnings = await withRuntimeWarnings {
      store.send(.path(.element(id: 3, action: .tick)))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("no element has that id") == true)
  }
}
