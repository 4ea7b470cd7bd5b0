import StateKit
import StateKitTesting
import Testing

/// `continuousClock` and `suspendingClock`: the system's clocks live, the test's clock in tests.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ClockDependencyTests {
  struct Timer: Reducer {
    enum Action: Equatable, Sendable { case start, startSuspending, tick }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.suspendingClock) var suspendingClock

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .startSuspending:
        return .run { send in
          try await suspendingClock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tick:
        state += 1
        return .none
      }
    }
  }

  @Test func aTestClockSetForTheTestDrivesTheEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0, reducer: Timer()) {
      $0.continuousClock = clock
      $0.suspendingClock = ImmediateClock()
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0 = 1 }
    await store.send(.startSuspending)
    await store.receive(.tick) { $0 = 2 }
  }

  @Test func theLiveClocksAreTheSystemsClocks() {
    withLiveDefaults {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      #expect(continuous is ContinuousClock)
      #expect(suspending is SuspendingClock)
    }
  }

  @Test func sleepingOnAClockTheTestDidNotSetFailsTheTestAndEndsTheEffect() async {
    let store = TestStore(initialState: 0, reducer: Timer())
    await withKnownIssue {
      await store.send(.start).finish()
    } matching: { issue in
      issue.message.hasPrefix(#"\.continuousClock has no test value, and was used by the @Dependency at"#)
        && issue.message.contains("`store.dependencies.continuousClock = TestClock()`")
    }
    await withKnownIssue {
      await store.send(.startSuspending).finish()
    } matching: { issue in
      issue.message.hasPrefix(#"\.suspendingClock has no test value"#)
    }
  }

  @Test func aSuspendingClockTheTestDidNotSetNamesTheLineThatSetsIt() async {
    let store = TestStore(initialState: 0, reducer: Timer())
    await withKnownIssue {
      await store.send(.startSuspending).finish()
    } matching: { issue in
      issue.message.hasPrefix(#"\.suspendingClock has no test value, and was used by the @Dependency at"#)
        && issue.message.contains("withDependencies: { $0.suspendingClock = TestClock() }")
        && issue.message.contains("`store.dependencies.suspendingClock = TestClock()`")
    }
  }
}
