import PhotoListFeature
import StateKitTesting
import Testing

/// Both implementations behind one screen, and waiting for the list to settle.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListScreenTests {
  @Test func settlingWaitsForTheLoadAndTheDebouncedSearch() async {
    // NB: Plain stores, not test stores: the test cannot know when their effects sleep, so the clock
    // never makes them wait. The load and the search still run later, in effects and timers, and
    // `settle()` must wait for them.
    let clock = ImmediateClock()
    for screen in [
      PhotoListScreen.reducer(provider: .bundled(latency: .milliseconds(300), clock: clock), clock: clock),
      PhotoListScreen.viewStore(provider: .bundled(latency: .milliseconds(300), clock: clock), clock: clock),
    ] {
      screen.send(.refreshTapped)
      #expect(!screen.viewState.isSettled)
      await screen.settle()
      #expect(screen.viewState.rows.count == 5_000)

      screen.send(.searchTextChanged("sun"))
      #expect(!screen.viewState.isSettled)
      await screen.settle()
      #expect(screen.viewState.rows.count < 5_000)
      #expect(screen.viewState.isSettled)
    }
  }
}
