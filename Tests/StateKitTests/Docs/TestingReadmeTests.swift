import StateKitTesting
import Testing

// The README's Testing section, verbatim but for the namespace: if this stops compiling or passing, the
// README is wrong. The counter is the quick start's (`QuickStartTests.swift`), the search the Dependencies
// section's (`DependenciesReadmeTests.swift`).

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestingReadmeTests {
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
    await clock.advance(by: .milliseconds(300))
    await store.receive(.resultsLoaded(["swift 1"])) { $0.results = ["swift 1"] }
  }

  @Test func aTimerTicksOncePerAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReadmeTimer.State()) {
      ReadmeTimer(clock: clock)
    }
    await store.send(.toggleTapped) { $0.isRunning = true }
    for second in 1...10 {
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.seconds = second }
    }
    await store.send(.toggleTapped) { $0.isRunning = false }
  }

  @Test func exhaustivityOptionsCompile() async {
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
    store.skipReceivedActions(strict: false)
    store.skipInFlightEffects(strict: false)
    store.assert { $0.lastUpdated = 0 }
  }
}

/// The timer of the README's Testing section.
private struct ReadmeTimer: Reducer {
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }
  enum Action: Equatable, Sendable { case toggleTapped, tick }
  enum CancelID { case timer }
  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggleTapped:
      state.isRunning.toggle()
      guard state.isRunning else { return .cancel(id: CancelID.timer) }
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.seconds += 1
      return .none
    }
  }
}
