import Testing

@testable import StateKitTesting

/// The test clock's bookkeeping, one locked step at a time: the orders in which a sleeper and an advance
/// can meet, which a test through the clock's public methods reaches only by the scheduler's luck.
@Suite struct TestClockStateTests {
  let clock = TestClock()
  let deadline = TestClock.Instant.zero.advanced(by: .seconds(1))

  /// Hands `state` a continuation for the sleeper `id`, and says what `suspend` decided for it.
  func suspend(_ id: Int, in state: inout TestClock.State) async throws -> TestClock.State.Outcome? {
    var outcome: TestClock.State.Outcome?
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      outcome = state.suspend(id, of: clock, continuation).outcome
      // NB: Resumed here whatever the outcome, so a wrong `.wait` fails the test rather than hanging it.
      if outcome == .wait { continuation.resume() } else { outcome?.resume(continuation) }
    }
    return outcome
  }

  @Test func aSleeperThatSuspendsAfterAnAdvanceFoundNothingDueIsResumedAtOnce() async throws {
    var state = TestClock.State(now: .zero)
    let id = state.register(deadline: deadline, effect: nil)

    // The advance looks for a due sleeper while this one is between registering and suspending.
    #expect(state.wakeNext(by: deadline, of: clock) == nil)
    #expect(state.now == deadline)

    #expect(try await suspend(id, in: &state) == .resume)
    #expect(state.sleepers.isEmpty)
  }

  @Test func aSleeperThatSuspendedBeforeTheAdvanceIsWokenByIt() async throws {
    var state = TestClock.State(now: .zero)
    let id = state.register(deadline: deadline, effect: nil)
    #expect(try await suspend(id, in: &state) == .wait)
    #expect(state.sleepers.count == 1)

    #expect(state.wakeNext(by: deadline, of: clock) != nil)
    #expect(state.wakeNext(by: deadline, of: clock) == nil)
    #expect(state.sleepers.isEmpty)
    #expect(state.now == deadline)
  }

  @Test func aSleeperWhoseDeadlineTheAdvanceFallsShortOfKeepsSleeping() async throws {
    var state = TestClock.State(now: .zero)
    let id = state.register(deadline: deadline, effect: nil)

    #expect(state.wakeNext(by: .zero.advanced(by: .milliseconds(999)), of: clock) == nil)

    #expect(try await suspend(id, in: &state) == .wait)
    #expect(state.sleepers.count == 1)
  }

  @Test func aSleeperCountsAsSleepingOnlyOnceItHasSuspended() async throws {
    var state = TestClock.State(now: .zero)
    let id = state.register(deadline: deadline, effect: nil)
    #expect(state.sleepingCount == 0, "a sleeper still registering is not one an advance can wake")

    #expect(try await suspend(id, in: &state) == .wait)
    #expect(state.sleepingCount == 1)
  }

  @Test func aSleeperResumedByAnAdvanceWhileRegisteringNeverCountsAsSleeping() async throws {
    var state = TestClock.State(now: .zero)
    let id = state.register(deadline: deadline, effect: nil)
    #expect(state.wakeNext(by: deadline, of: clock) == nil)

    #expect(try await suspend(id, in: &state) == .resume)
    #expect(state.sleepingCount == 0)
  }
}
