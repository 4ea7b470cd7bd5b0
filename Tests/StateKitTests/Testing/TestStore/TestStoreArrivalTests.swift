import Foundation
import StateKit
import StateKitTesting
import Testing

/// A meeting timer that stops itself when time is up, as a feature that reacts to its own effect's
/// actions does: on an `ImmediateClock`, every tick arrives within the step that started the timer.
private struct Meeting: Reducer {
  struct State: Equatable {
    var secondsElapsed = 0
    var duration = 3
    var isOver = false
  }

  enum Action: Equatable, Sendable {
    case start
    case tick
  }

  enum CancelID { case timer }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.secondsElapsed += 1
      guard state.secondsElapsed == state.duration else { return .none }
      state.isOver = true
      return .cancel(id: CancelID.timer)
    }
  }
}

/// A state that is not `Equatable`.
private struct Abacus: Reducer {
  struct State {
    var count = 0
    var log: [String] = []
  }

  enum Action: Sendable {
    case add(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount):
      state.count += amount
      state.log.append("+\(amount)")
      return .none
    }
  }
}

/// A feature whose initial state reads a dependency.
private struct Memo: Reducer {
  struct State: Equatable {
    let id: UUID
    init() {
      @Dependency(\.uuid) var uuid
      id = uuid()
    }
  }

  enum Action: Equatable, Sendable { case noop }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The test store runs a feature as a store does: each action an effect feeds back is reduced when it
/// arrives, and the test receives each with the state it left.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreArrivalTests {
  @Test func aTimerOnAnImmediateClockStopsItselfAndEachTickIsReceivedWithItsOwnState() async {
    let store = TestStore(initialState: Meeting.State()) { Meeting(clock: ImmediateClock()) }
    await store.send(.start)
    // Every tick was reduced when it arrived: the meeting is over, and the timer has stopped. The test
    // has not received them yet, so the state it asserted is still the one `start` left.
    #expect(store.liveState.isOver)
    #expect(!store.state.isOver)

    await store.receive(.tick) { $0.secondsElapsed = 1 }
    await store.receive(.tick) { $0.secondsElapsed = 2 }
    await store.receive(.tick) {
      $0.secondsElapsed = 3
      $0.isOver = true
    }
    await store.finish()
  }

  @Test func aReceiveAssertsTheStateItsActionLeftNotTheStateNow() async {
    let store = TestStore(initialState: Meeting.State()) { Meeting(clock: ImmediateClock()) }
    await store.send(.start)
    await withKnownIssue {
      // The state now has three seconds elapsed; the first tick left one.
      await store.receive(.tick) { $0.secondsElapsed = 3 }
    } matching: { issue in
      issue.message.hasPrefix("The state after receiving Meeting.Action.tick is not what the test expected")
        && issue.message.contains("\\.secondsElapsed")
    }
    store.exhaustivity = .off
  }

  @Test func effectsThatFeedBackWithoutEndAreStoppedAndFailTheStep() async {
    let store = TestStore(initialState: Meeting.State(duration: .max)) { Meeting(clock: ImmediateClock()) }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.start)
    } matching: { issue in
      issue.message.hasPrefix("Effects fed back more than 10000 actions within one step")
        && issue.message.contains("Meeting.Action.tick")
        && issue.message.contains("TestClock")
    }
    await store.finish()
  }

  @Test func aStateThatIsNotEquatableIsComparedStructurally() async {
    let store = TestStore(initialState: Abacus.State()) { Abacus() }
    await store.send(.add(2)) {
      $0.count = 2
      $0.log = ["+2"]
    }
    await withKnownIssue {
      await store.send(.add(3)) { $0.count = 5 }
    } matching: { issue in
      issue.message.hasPrefix("The state after sending Abacus.Action.add(3) is not what the test expected")
        && issue.message.contains("\\.log")
    }
  }

  @Test func theInitialStateIsBuiltWithTheTestsDependencies() async {
    let store = TestStore(initialState: Memo.State()) {
      Memo()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.id == UUID(0))
  }

  @Test func aStoresInitialStateIsBuiltWithItsDependencies() async {
    let store = Store(initialState: Memo.State()) {
      Memo()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.id == UUID(0))
  }

  @Test func withExhaustivityOffLeavesAStretchUnassertedAndThenTurnsBack() async {
    let store = TestStore(initialState: Abacus.State()) { Abacus() }
    await store.withExhaustivity(.off) {
      await store.send(.add(1))
      await store.send(.add(2)) { $0.count = 3 }
    }
    await withKnownIssue {
      await store.send(.add(3))
    } matching: { issue in
      issue.message.hasPrefix("The state changed when sending Abacus.Action.add(3), but the test did not")
    }
  }

  @Test func cancellingATasksEffectsWaitsForThemToEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: Meeting.State()) { Meeting(clock: clock) }
    let timer = await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.secondsElapsed = 1 }

    await timer.cancel()

    #expect(clock.sleeperCount == 0)
    await store.finish()
  }
}
