import StateKit
import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct TestClockTests {
  let clock = TestClock()

  func instant(_ seconds: Int) -> TestClock.Instant {
    .zero.advanced(by: .seconds(seconds))
  }

  @Test func sleepResumesOnlyWhenTheClockReachesTheDeadline() async throws {
    let sleeper = Task { try await clock.sleep(until: instant(1)) }
    await clock.waitForSleepers()

    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await sleeper.value
    #expect(clock.now == instant(1))
  }

  @Test func sleepUntilADeadlineThatHasPassedReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(5))

    try await clock.sleep(until: instant(1))
    try await clock.sleep(until: instant(4))

    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(5))
  }

  @Test func outsideATestStoreASleepUntilNowReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(5))
    try await clock.sleep(for: .zero)
    try await clock.sleep(until: instant(5))
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(5))
  }

  @MainActor
  @Test func inATestStoreAZeroLengthSleepWaitsForTheNextAdvanceEvenByZero() async {
    let clock = self.clock
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        guard !action else {
          state += 1
          return .none
        }
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(true)
        }
      }
    }
    await store.send(false)
    #expect(clock.sleeperCount == 1)
    await clock.advance()
    await store.receive(true) { $0 = 1 }
    #expect(clock.sleeperCount == 0)
  }

  @Test func advanceResumesTheSleepersItReachesByDeadlineNotByTheOrderTheySlept() async throws {
    let late = Task { try await clock.sleep(until: instant(2)) }
    await clock.waitForSleepers(1)
    let early = Task { try await clock.sleep(until: instant(1)) }
    await clock.waitForSleepers(2)

    await clock.advance(to: instant(1))
    try await early.value
    #expect(clock.sleeperCount == 1)
    #expect(clock.now == instant(1))

    await clock.advance(to: instant(3))
    try await late.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(3))
  }

  @Test func advanceByZeroResumesOnlyTheSleepersAlreadyDue() async throws {
    let sleeper = Task { try await clock.sleep(until: instant(1)) }
    await clock.waitForSleepers()

    await clock.advance()
    #expect(clock.sleeperCount == 1)
    #expect(clock.now == .zero)

    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(1))
  }

  @Test func runAdvancesThroughEveryDeadlineUntilNothingSleeps() async throws {
    let sleepers = [3, 1, 2].map { seconds in
      Task { try await clock.sleep(until: instant(seconds)) }
    }
    await clock.waitForSleepers(3)

    await clock.run()

    for sleeper in sleepers { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(3))
  }

  @Test func runReturnsAtOnceWhenNothingSleeps() async {
    await clock.run()
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == .zero)
  }

  @Test func cancellingASleepingTaskThrowsAndRemovesItsSleeper() async {
    let sleeper = Task { try await clock.sleep(until: instant(1)) }
    await clock.waitForSleepers()

    sleeper.cancel()

    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))  // nothing left to resume twice
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == instant(1))
  }

  @Test func sleepingInACancelledTaskThrowsWithoutSleeping() async {
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: instant(1))
    }

    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func waitForSleepersReturnsAtOnceWhenEnoughTasksAlreadySleep() async throws {
    let sleeper = Task { try await clock.sleep(until: instant(1)) }
    await clock.waitForSleepers()

    await clock.waitForSleepers(1)
    await clock.waitForSleepers(0)
    #expect(clock.sleeperCount == 1)  // neither wait needed the sleeper to go, nor another to come
    #expect(clock.now == .zero)

    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
  }

  /// A loop that sleeps again after each wake, as a file watch does: every advance wakes it once, and the
  /// wait after it returns only once the loop has done its work and sleeps again, however the scheduler
  /// interleaves the loop with the test.
  @Test func eachAdvanceAfterAWaitForSleepersWakesALoopOnceAndTheNextWaitSeesItsWork() async throws {
    let wakes = LockedState(0)
    let loop = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        wakes.withLock { $0 += 1 }
      }
    }
    defer { loop.cancel() }
    await clock.waitForSleepers(1)
    for advance in 1...200 {
      await clock.advance(by: .seconds(1))
      await clock.waitForSleepers(1)
      let seen = wakes.withLock { $0 }
      #expect(seen == advance, "advance \(advance) was seen as \(seen) wakes")
      guard seen == advance else { return }
    }
  }

  @Test func waitForSleepersReturnsWhenTheWaitingTaskIsCancelled() async {
    let waiter = Task {
      await clock.waitForSleepers(1)
      return Task.isCancelled
    }
    waiter.cancel()
    // It returned because it was cancelled: no task ever slept.
    #expect(await waiter.value)
    #expect(clock.sleeperCount == 0)
  }

  // NB: Exit tests exist on Linux, macOS and Windows only; on iOS and the other platforms they are
  // unavailable, and this test would not compile.
  #if os(Linux) || os(macOS) || os(Windows)
    @Test func advancingBackwardsIsAPreconditionFailureThatSaysSo() async throws {
      let toAnEarlierInstant = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let clock = TestClock(now: .zero.advanced(by: .seconds(1)))
        await clock.advance(to: .zero)
      }
      #expect(
        String(decoding: toAnEarlierInstant.standardErrorContent, as: UTF8.self).contains(
          "cannot go backwards")
      )

      let byANegativeDuration = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await TestClock().advance(by: .seconds(-1))
      }
      #expect(
        String(decoding: byANegativeDuration.standardErrorContent, as: UTF8.self).contains(
          "cannot go backwards"))
    }
  #endif
}
