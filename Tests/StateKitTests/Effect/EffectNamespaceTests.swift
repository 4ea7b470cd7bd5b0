import StateKit
import StateKitTesting
import Testing

/// Cancellation identifiers belong to the feature instance whose effect declares them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EffectNamespaceTests {
  let clock = TestClock()

  /// A test store of two rows, each with a timer under the same `CancelID`.
  func makeStore() -> TestStore<Places.State, Places.Action> {
    TestStore(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }
  }

  @Test func twoRowsWithOneCancelIDTickIndependently() async {
    let store = makeStore()

    await store.send(.row(id: 1, action: .start))
    // Row 2 starts its timer with `cancelInFlight: true`: only its own timer would be replaced.
    await store.send(.row(id: 2, action: .start))
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .seconds(1))

    await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.ticks = 1 }
    await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
    store.skipInFlightEffects()  // both timers keep ticking
  }

  @Test func aRowCancellingItsIdentifierStopsOnlyItsOwnTimer() async {
    let store = makeStore()
    await store.send(.row(id: 1, action: .start))
    let second = await store.send(.row(id: 2, action: .start))

    await store.send(.row(id: 2, action: .stop))
    await second.finish()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))

    await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.ticks = 1 }
    #expect(store.state.rows[id: 2]?.ticks == 0)
    store.skipInFlightEffects()  // row 1's timer keeps ticking
  }

  @Test func anAncestorCancellingAnIdentifierReachesItsDescendantsEffects() async {
    let store = makeStore()
    let first = await store.send(.row(id: 1, action: .start))
    let second = await store.send(.row(id: 2, action: .start))
    #expect(clock.sleeperCount == 2)

    await store.send(.stopAll)

    // Both timers end: each `finish()` returns once its effect has.
    await first.finish()
    await second.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func removingARowCancelsItsEffects() async {
    let store = makeStore()
    let removed = await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 2, action: .start))

    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }

    await removed.finish()
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
    store.skipInFlightEffects()  // the kept row's timer keeps ticking
  }
}
