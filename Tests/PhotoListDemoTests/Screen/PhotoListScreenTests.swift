import PhotoListFeature
import StateKitTesting
import Testing

/// Both implementations behind one screen, and waiting for the list to settle.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListScreenTests {
  @Test func settlingWaitsForTheLoadAndTheDebouncedSearch() async {
    let clock = TestClock()
    for screen in [
      PhotoListScreen.reducer(provider: .bundled(latency: .milliseconds(300), clock: clock), clock: clock),
      PhotoListScreen.viewStore(provider: .bundled(latency: .milliseconds(300), clock: clock), clock: clock),
    ] {
      screen.send(.refreshTapped)
      #expect(!screen.viewState.isSettled)
      await clock.waitForSleepers(1)
      await clock.advance(by: .milliseconds(300))
      await screen.settle()
      #expect(screen.viewState.rows.count == 5_000)

      screen.send(.searchTextChanged("sun"))
      #expect(!screen.viewState.isSettled)
      if screen.implementation == .reducer {
        await clock.waitForSleepers(1)  // the effect takes its deadline when it starts sleeping
      }
      await clock.advance(by: .milliseconds(300))
      await screen.settle()
      #expect(screen.viewState.rows.count < 5_000)
      #expect(screen.viewState.isSettled)
    }
  }
}
