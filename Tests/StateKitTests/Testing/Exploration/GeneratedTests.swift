import StateKit
import StateKitTesting
import Testing

// The tests `explore` wrote for two planted bugs (ExplorationTestSourceTests checks the text), pasted
// verbatim: they compile, and fail the way the exploration found.

@Suite(.failsAsExplored("The invariant failed: 5 seats booked for 4"))
struct SeatBookingGeneratedTest {
  @MainActor @Test func seatBookingBreaksItsInvariant() async {
    let store = TestStore(initialState: SeatBooking.State(booked: 0, capacity: 4)) {
      SeatBooking(isFixed: false)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.suspendingClock = ImmediateClock()
    }
    await store.send(.book) { $0.booked = 1 }
    await store.send(.book) { $0.booked = 2 }
    await store.send(.book) { $0.booked = 3 }
    await store.send(.book) { $0.booked = 4 }
    await store.send(.book) { $0.booked = 5 }
    Issue.record("The invariant failed: 5 seats booked for 4")
  }
}

@Suite(.failsAsExplored("The invariant failed: shows the response to request 1, but request 2 is the latest"))
struct LookupGeneratedTest {
  @MainActor @Test func lookupBreaksItsInvariant() async {
    let store = TestStore(initialState: Lookup.State(latestRequest: 0, result: nil, isLoading: false)) {
      Lookup(isFixed: false)
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.suspendingClock = ImmediateClock()
    }
    await store.send(.search) {
      $0.latestRequest = 1
      $0.isLoading = true
    }
    await store.send(.search) { $0.latestRequest = 2 }
    await store.send(.advanceClock)
    await store.receive(.response(1)) {
      $0.result = 1
      $0.isLoading = false
    }
    Issue.record("The invariant failed: shows the response to request 1, but request 2 is the latest")
    await store.receive(.response(2)) { $0.result = 2 }
  }
}

@Suite(.failsAsExplored("An effect started at StateKitTests/ExplorationFeatures.swift"))
struct CountingLoaderGeneratedTest {
  @MainActor @Test func countingLoaderRaisesARuntimeWarning() async {
    let store = TestStore(initialState: CountingLoader.State(count: 0)) {
      CountingLoader()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.suspendingClock = ImmediateClock()
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }
    // explore: this step raises a runtime warning, which fails the test.
    await store.send(.load)
  }
}
