import StateKit
import StateKitTesting
import Synchronization
import Testing

/// When `send`, `receive` and `TestClock.advance` return, the test store's effects have run until they
/// ended or wait on something outside the store: no `waitForSleepers`, no `Task.yield()`, on any load.
///
/// Each scenario runs many times in a row, since a race would show only in some runs: 50 times in a plain
/// `swift test`, or `STATEKIT_DETERMINISM_RUNS` times (the proof ran each 1,000 times with both
/// cores held busy).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct TestStoreDeterminismTests {
  static let runs: Int = {
    guard let value = ProcessInfoEnvironment().value("STATEKIT_DETERMINISM_RUNS") else { return 50 }
    return Int(value) ?? 50
  }()

  /// Runs `scenario` ``runs`` times, stopping at the first run that recorded an issue, and prints how long
  /// the runs took.
  func repeatedly(_ name: String, _ scenario: () async -> Void) async {
    let start = ContinuousClock.now
    for _ in 0..<Self.runs {
      await scenario()
    }
    print("TestStoreDeterminismTests: \(name), \(Self.runs) runs in \(ContinuousClock.now - start)")
  }

  @Test func aTimerTicksOncePerAdvance() async {
    await repeatedly("timer") {
      let clock = TestClock()
      let store = TestStore(initialState: EffectCounter.State()) {
        EffectCounter(clock: clock)
      }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      for second in 1...10 {
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.count = second }
      }
      await store.send(.stopTimer) { $0.isTimerRunning = false }
    }
  }

  @Test func anAdvanceSpanningSeveralTicksDeliversEveryOne() async {
    await repeatedly("several ticks in one advance") {
      let clock = TestClock()
      let store = TestStore(initialState: EffectCounter.State()) {
        EffectCounter(clock: clock)
      }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(3))
      await store.receive(.timerTicked) { $0.count = 1 }
      await store.receive(.timerTicked) { $0.count = 2 }
      await store.receive(.timerTicked) { $0.count = 3 }
      await store.send(.stopTimer) { $0.isTimerRunning = false }
    }
  }

  @Test func aDebouncedSearchRunsOnlyForTheLastKeystroke() async {
    await repeatedly("debounced search") {
      let clock = TestClock()
      let store = TestStore(initialState: DebouncedSearch.State()) {
        DebouncedSearch(clock: clock, search: { query in ["\(query) 1"] })
      }
      await store.send(.queryChanged("sw")) { $0.query = "sw" }
      await clock.advance(by: .milliseconds(200))
      await store.send(.queryChanged("swift")) { $0.query = "swift" }
      await clock.advance(by: .milliseconds(299))
      await clock.advance(by: .milliseconds(1))
      await store.receive(.search("swift")) { $0.isSearching = true }
      await store.receive(.response(["swift 1"])) {
        $0.isSearching = false
        $0.results = ["swift 1"]
      }
      await store.finish()
    }
  }

  @Test func timersInForEachRowsTickIndependently() async {
    await repeatedly("timers in forEach rows") {
      let clock = TestClock()
      let store = TestStore(
        initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])
      ) {
        Places(clock: clock)
      }
      await store.send(.row(id: 1, action: .start))
      await clock.advance(by: .milliseconds(500))
      await store.send(.row(id: 2, action: .start))
      for second in 1...3 {
        await clock.advance(by: .milliseconds(500))
        await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.ticks = second }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = second }
      }
      await store.send(.row(id: 1, action: .stop))
      await clock.advance(by: .seconds(1))
      await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 4 }
      await store.send(.stopAll)
    }
  }

  @Test func anEffectThatSleepsTwiceBeforeSendingIsWokenByEachAdvance() async {
    await repeatedly("two sleeps before sending") {
      let clock = TestClock()
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { state, action in
          if action {
            state += 1
            return .none
          }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(2))
            await send(true)
          }
        }
      }
      await store.send(false)
      await clock.advance(by: .seconds(1))
      await clock.advance(by: .seconds(1))
      await clock.advance(by: .seconds(1))
      await store.receive(true) { $0 = 1 }
      await store.send(false)
      await clock.advance(by: .seconds(3))
      await store.receive(true) { $0 = 2 }
    }
  }

  @Test func anEffectHasRunWhenSendReturns() async {
    await repeatedly("effect run by send") {
      let calls = Mutex(0)
      let store = TestStore(
        initialState: EffectCounter.State(),
        reducer: EffectCounter(fact: { number in
          calls.withLock { $0 += 1 }
          return "\(number) is a good number."
        })
      )
      await store.send(.factTapped)
      #expect(calls.withLock { $0 } == 1)
      await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    }
  }
}
