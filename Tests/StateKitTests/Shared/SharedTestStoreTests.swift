import StateKit
import StateKitTesting
import Testing

/// A tally kept in shared memory, changed by actions and by an effect that feeds actions back.
private struct TapTally: Reducer {
  struct Stats: Equatable, Sendable {
    var taps = 0
  }

  struct State: Equatable {
    @Shared(.inMemory("tally")) var stats = Stats()
    var label = ""
  }

  enum Action: Equatable, Sendable {
    case tap
    case tapTwiceLater
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap, .tapped:
      state.$stats.withLock { $0.taps += 1 }
      return .none
    case .tapTwiceLater:
      return .run { send in
        await send(.tapped)
        await send(.tapped)
      }
    }
  }
}

/// A test store asserts shared values like any other state: exhaustively, and per step.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharedTestStoreTests {
  @Test func aSendAssertsTheSharedValueItChangedWithoutChangingItLive() async {
    let store = TestStore(initialState: TapTally.State()) { TapTally() }
    await store.send(.tap) { $0.stats.taps = 1 }
    // The assertion wrote the expected value only: the live value is what the action made it.
    #expect(store.state.stats.taps == 1)
    await store.send(.tap) { $0.stats.taps = 2 }
  }

  @Test func anUnassertedChangeOfASharedValueFailsNamingItsKey() async {
    let store = TestStore(initialState: TapTally.State()) { TapTally() }
    await withKnownIssue {
      await store.send(.tap)
    } matching: { issue in
      issue.message.hasPrefix("The state changed when sending TapTally.Action.tap, but the test did not")
        && issue.message.contains("\\.stats.taps")
        && issue.message.contains(#"Shared values that differ: .inMemory("tally")"#)
    }
  }

  @Test func eachReceivedActionIsAssertedWithTheSharedValuesItLeft() async {
    let store = TestStore(initialState: TapTally.State()) { TapTally() }
    await store.send(.tapTwiceLater)
    // Both actions were reduced when they arrived: the live value is 2 already.
    #expect(store.state.stats.taps == 2)
    await store.receive(.tapped) { $0.stats.taps = 1 }
    await store.receive(.tapped) { $0.stats.taps = 2 }
  }

  @Test func aSharedChangeOutsideAnyActionIsAssertedWithAssert() async {
    let store = TestStore(initialState: TapTally.State()) { TapTally() }
    store.state.$stats.withLock { $0.taps = 5 }
    store.assert { $0.stats.taps = 5 }
    await store.send(.tap) { $0.stats.taps = 6 }
  }

  @Test func aSharedChangeOutsideAnyActionThatTheTestDoesNotAssertFailsTheNextStep() async {
    let store = TestStore(initialState: TapTally.State()) { TapTally() }
    store.state.$stats.withLock { $0.taps = 5 }
    await withKnownIssue {
      await store.send(.tap) { $0.stats.taps = 6 }
    } matching: { issue in
      issue.message.hasPrefix("The state changed before sending TapTally.Action.tap")
        && issue.message.contains(#".inMemory("tally")"#)
    }
  }
}
