import StateKit
import StateKitTesting
import Synchronization
import Testing

/// When `send`, `receive` and `TestClock.advance` return, the test store's effects have run until they
/// ended or wait on something outside the store: no `waitForSleepers`, no `Task.yield()`, on any load.
/// Each test runs many times, since a race would show only in some of them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestStoreDeterminismTests {
  @Test(arguments: 1...50)
  func aTimerTicksOncePerAdvanceWithNoWaitingForSleepers(run: Int) async {
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

  @Test(arguments: 1...50)
  func anAdvanceSpanningSeveralTicksDeliversEveryOne(run: Int) async {
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

  @Test(arguments: 1...50)
  func anEffectHasRunWhenSendReturns(run: Int) async {
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
