import StateKitTesting
import Testing

// The README's Testing section, verbatim but for the namespace: if this stops compiling or passing, the
// README is wrong. The counter is the quick start's (`QuickStartTests.swift`), the search the Dependencies
// section's (`DependenciesReadmeTests.swift`).

@MainActor
@Suite struct TestingReadmeTests {
  typealias Counter = QuickStart.Counter
  typealias Search = DependenciesReadme.Search
  typealias SearchClient = DependenciesReadme.SearchClient

  @Test func loadingAFact() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact = { "\($0) is a good number." }
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped)  // starts an effect; the state does not change
    await store.receive(.factLoaded("1 is a good number.")) { $0.fact = "1 is a good number." }
  }

  @Test func searchingWaitsForTypingToPause() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient = SearchClient { ["\($0) 1"] }
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
