import StateKitTesting
import Testing

/// A feature that sleeps, tested on a `TestClock`: the test decides when 300 ms have passed, so it never
/// waits for real time and cannot flake.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DebouncedSearchTests {
  let clock = TestClock()

  func makeStore() -> TestStore<DebouncedSearch.State, DebouncedSearch.Action> {
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch(clock: clock, search: { query in ["\(query) 1", "\(query) 2"] })
    }
    // No wait below may end by the timeout: make one that did fail the test's time limit instead.
    store.timeout = .seconds(3_600)
    return store
  }

  @Test func searchesOnceTypingPausesForTheDebounceInterval() async {
    let store = makeStore()
    let firstKeystroke = await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    // The second keystroke cancelled the first one's debounce, and the second one is asleep: advancing
    // the clock reaches exactly the second.
    await firstKeystroke.finish()
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("swift")) { $0.isSearching = true }
    await store.receive(.response(["swift 1", "swift 2"])) {
      $0.isSearching = false
      $0.results = ["swift 1", "swift 2"]
    }
  }

  @Test func aKeystrokeAfterTheSearchStartsAnotherOne() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search("a")) { $0.isSearching = true }
    await store.receive(.response(["a 1", "a 2"])) {
      $0.isSearching = false
      $0.results = ["a 1", "a 2"]
    }

    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search("ab")) { $0.isSearching = true }
    await store.receive(.response(["ab 1", "ab 2"])) {
      $0.isSearching = false
      $0.results = ["ab 1", "ab 2"]
    }
    await store.finish()
  }

  @Test func forgettingToAdvanceTheClockFailsAtOnceWithHowFarToAdvance() async {
    let store = makeStore()
    await store.send(.queryChanged("s")) { $0.query = "s" }
    await withKnownIssue {
      await store.receive(.search("s")) { $0.isSearching = true }
    } matching: { issue in
      issue.message.contains("the effect still running sleeps on a TestClock")
        && issue.message.contains("`await clock.advance(by: .milliseconds(300))`")
    }
    store.skipInFlightEffects()
  }
}
