import StateKit
import StateKitTesting
import Testing

/// `Task.cancel(id:)` and `withTaskCancellation(id:cancelInFlight:)`, called from an effect's work as a TCA
/// feature calls them, share their identifiers with `.cancellable(id:)` and `.cancel(id:)`.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TaskCancellationTests {
  struct Search: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var results: [String] = []
      var ticks = 0
    }

    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case searchNowTapped(String)
      case searched(String)
      case stopTapped
      case startTimer
      case stopTimerFromEffect
      case tick
    }

    enum CancelID: Hashable, Sendable { case search, timer }

    let clock: TestClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        return .run { [clock] send in
          try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
            try await clock.sleep(for: .milliseconds(300))
            await send(.searched(query))
          }
        }
      case .searchNowTapped(let query):
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.searched(query))
        }
        .cancellable(id: CancelID.search)
      case .searched(let query):
        state.results.append(query)
        return .none
      case .stopTapped:
        return .cancel(id: CancelID.search)
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimerFromEffect:
        return .run { _ in
          await Task.cancel(id: CancelID.timer)
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct Rows: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Search.State> = [Search.State(id: 1), Search.State(id: 2)]
    }

    enum Action: Equatable, Sendable {
      case rows(IdentifiedActionOf<Search>)
    }

    let clock: TestClock

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.rows, action: Action.rows) { Search(clock: clock) }
    }
  }

  @Test func withTaskCancellationCancelsTheWorkInFlightUnderItsID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search(clock: clock) }
    await store.send(.queryChanged("s"))
    await store.send(.queryChanged("su"))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("su")) { $0.results = ["su"] }
  }

  @Test func withTaskCancellationCancelsACancellableEffectWithTheSameID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search(clock: clock) }
    await store.send(.searchNowTapped("s"))
    await store.send(.queryChanged("su"))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("su")) { $0.results = ["su"] }
  }

  @Test func cancelReturnedByTheReducerCancelsAWithTaskCancellationBody() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search(clock: clock) }
    let search = await store.send(.queryChanged("s"))
    #expect(clock.sleeperCount == 1)
    await store.send(.stopTapped)
    await search.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func taskCancelFromAnEffectCancelsACancellableEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search(clock: clock) }
    let timer = await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopTimerFromEffect).finish()
    await timer.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func taskCancelReachesItsOwnRowOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State()) { Rows(clock: clock) }
    let first = await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.rows(.element(id: 1, action: .stopTimerFromEffect))).finish()
    await first.finish()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
    store.skipInFlightEffects()  // the second row's timer keeps ticking
  }

  @Test func outsideEveryEffectTheyCancelNothingAndSaySo() async {
    let warnings = await withRuntimeWarnings {
      await Task.cancel(id: Search.CancelID.timer)
      let answer = await withTaskCancellation(id: Search.CancelID.search) { 42 }
      #expect(answer == 42)
    }
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("TaskCancellationTests.swift:141") == true)
    #expect(warnings.allSatisfy { $0.contains("ran outside every store's effect") })
  }
}
