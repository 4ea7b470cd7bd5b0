import StateKit
import StateKitTesting
import Testing

/// Cancellation identifiers belong to the feature instance whose effect declares them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EffectNamespaceTests {
  @Test func twoRowsWithOneCancelIDTickIndependently() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }

    store.send(.row(id: 1, action: .start))
    // Row 2 starts its timer with `cancelInFlight: true`: only its own timer would be replaced.
    store.send(.row(id: 2, action: .start))
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(1))

    await waitUntil(store) { $0.rows.allSatisfy { $0.ticks == 1 } }
    #expect(store.rows.map(\.ticks) == [1, 1])
  }

  @Test func aRowCancellingItsIdentifierStopsOnlyItsOwnTimer() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }
    let first = store.send(.row(id: 1, action: .start))
    let second = store.send(.row(id: 2, action: .start))
    await clock.waitForSleepers(2)

    store.send(.row(id: 2, action: .stop))
    await second.finish()
    await clock.advance(by: .seconds(1))

    await waitUntil(store) { $0.rows[id: 1]?.ticks == 1 }
    #expect(store.rows[id: 2]?.ticks == 0)
    first.cancel()
  }

  @Test func anAncestorCancellingAnIdentifierReachesItsDescendantsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }
    let first = store.send(.row(id: 1, action: .start))
    let second = store.send(.row(id: 2, action: .start))
    await clock.waitForSleepers(2)

    store.send(.stopAll)

    // Both timers end: each `finish()` returns once its effect has.
    await first.finish()
    await second.finish()
  }

  @Test func removingARowCancelsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: clock)
    }
    let removed = store.send(.row(id: 1, action: .start))
    let kept = store.send(.row(id: 2, action: .start))
    await clock.waitForSleepers(2)

    store.send(.removeRow(1))

    await removed.finish()
    await clock.advance(by: .seconds(1))
    await waitUntil(store) { $0.rows[id: 2]?.ticks == 1 }
    kept.cancel()
  }
}
