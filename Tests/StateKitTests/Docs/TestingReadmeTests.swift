import StateKitTesting
import Testing

// The README's Testing section, verbatim but for the namespace: if this stops compiling or passing, the
// README is wrong. The counter is the quick start's (`QuickStartTests.swift`).

enum TestingReadme {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }
    enum Action: Equatable, Sendable { case queryChanged(String), resultsLoaded([String]) }
    enum CancelID { case debounce }
    let clock: any Clock<Duration>
    let search: @Sendable (String) async -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { [clock, search] send in
          try await clock.sleep(for: .milliseconds(300))  // debounce: a new query cancels this one
          await send(.resultsLoaded(await search(query)))
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)
      case .resultsLoaded(let results):
        state.results = results
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TestingReadmeTests {
  typealias Counter = QuickStart.Counter
  typealias Search = TestingReadme.Search

  @Test func loadingAFact() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter(fact: { "\($0) is a good number." })
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped)  // starts an effect; the state does not change
    await store.receive(.factLoaded("1 is a good number.")) { $0.fact = "1 is a good number." }
  }

  @Test func searchingWaitsForTypingToPause() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search(clock: clock, search: { ["\($0) 1"] })
    }
    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    await clock.waitForSleepers()  // the effect is asleep on the clock
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["swift 1"])) { $0.results = ["swift 1"] }
  }

  @Test func exhaustivityOptionsCompile() {
    struct Dashboard: Reducer {
      struct State: Equatable {
        var lastUpdated = 0
        var analytics: [String] = []
      }
      func reduce(into state: inout State, action: Never) -> Effect<Never> {}
    }
    let store = TestStore(initialState: Dashboard.State(), reducer: Dashboard())
    store.exhaustivity = .on(ignoring: \.lastUpdated, \.analytics)  // everything, except these key paths
    store.exhaustivity = .off  // only what the test asserts
    store.exhaustivity = .off(showSkippedAssertions: true)  // and list what it skipped
    store.skipReceivedActions()
    store.skipInFlightEffects()
    store.assert { $0.lastUpdated = 0 }
  }
}
