import StateKit
import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct ClockTimerTests {
  @Test func anImmediateClockTicksOncePerIntervalAtOnce() async {
    let clock = ImmediateClock()
    var ticks: [Duration] = []
    for await tick in clock.timer(interval: .seconds(2)) {
      ticks.append(tick)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [.seconds(2), .seconds(4), .seconds(6)])
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(6)))
  }

  @Test func worksOnAnExistentialClock() async {
    let clock: any Clock<Duration> = ImmediateClock()
    var count = 0
    for await _ in clock.timer(interval: .milliseconds(100)) {
      count += 1
      if count == 5 { break }
    }
    #expect(count == 5)
  }

  @Test func endsWhenTheTaskIsCancelled() async {
    let clock = TestClock()
    let task = Task {
      var count = 0
      for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
  }

  private struct Stopwatch: Reducer {
    enum Action: Equatable, Sendable { case start, stop, ticked(Duration) }
    enum CancelID { case timer }
    let clock: TestClock

    func reduce(into state: inout [Duration], action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          for await tick in clock.timer(interval: .seconds(1)) {
            await send(.ticked(tick))
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .ticked(let tick):
        state.append(tick)
        return .none
      }
    }
  }

  @MainActor @Test func aTestClockTicksOncePerIntervalItIsAdvanced() async {
    let clock = TestClock()
    let store = TestStore(initialState: [Duration]()) { Stopwatch(clock: clock) }
    await store.send(.start)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.ticked(.seconds(1))) { $0 = [.seconds(1)] }
    await clock.advance(by: .seconds(2))
    await store.receive(.ticked(.seconds(2))) { $0.append(.seconds(2)) }
    await store.receive(.ticked(.seconds(3))) { $0.append(.seconds(3)) }
    await store.send(.stop)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // NB: Exit tests exist on Linux, macOS and Windows only.
  #if os(Linux) || os(macOS) || os(Windows)
    @Test func aTimerWithoutAnIntervalIsAPreconditionFailureThatSaysSo() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ContinuousClock().timer(interval: .zero)
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "clock.timer(interval: 0.0 seconds): a timer needs an interval greater than zero"))
    }
  #endif
}
