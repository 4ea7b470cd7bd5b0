import StateKit
import StateKitTesting
import Testing

/// `ifCaseLet` runs a child on one case of a non-optional enum state, before the parent, and treats a
/// switch of case (or of identity within a case) as the end of the old child.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct IfCaseLetTests {
  typealias Timer = RemovedChildEffectsTests.Timer

  struct Feature: Reducer {
    enum State: Equatable {
      case child1(Timer.State)
      case child2(Timer.State)
    }

    enum Action: Equatable, Sendable {
      case child1(Timer.Action)
      case child2(Timer.Action)
      case swapTapped
      case restartTapped
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .child1(.tick):
          // The child ran first: the parent sees the tick it counted.
          if case .child1(let child) = state, child.ticks == 2 { state = .child2(Timer.State(id: 2)) }
          return .none
        case .swapTapped:
          state = .child2(Timer.State(id: 2))
          return .none
        case .restartTapped:
          state = .child1(Timer.State(id: 3))
          return .none
        case .child1, .child2:
          return .none
        }
      }
      .ifCaseLet(State.child1, action: Action.child1) {
        Timer(clock: clock)
      }
      .ifCaseLet(State.child2, action: Action.child2) {
        Timer(clock: clock)
      }
    }
  }

  @Test func theChildRunsBeforeTheParent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State.child1(Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child1(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.child1(.tick)) { $0 = .child1(Timer.State(id: 1, ticks: 1)) }
    await clock.advance(by: .seconds(1))
    // The parent switched case on the child's second tick, which ended the child's timer.
    await store.receive(.child1(.tick)) { $0 = .child2(Timer.State(id: 2)) }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func switchingCaseCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State.child1(Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child1(.start))
    #expect(clock.sleeperCount == 1)
    await store.send(.swapTapped) { $0 = .child2(Timer.State(id: 2)) }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func anotherIdentityInTheSameCaseCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State.child1(Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child1(.start))
    await store.send(.restartTapped) { $0 = .child1(Timer.State(id: 3)) }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func theSameChildKeepsItsEffectsAcrossOtherActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State.child1(Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child1(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.child1(.tick)) { $0 = .child1(Timer.State(id: 1, ticks: 1)) }
    #expect(clock.sleeperCount == 1)
    await store.send(.swapTapped) { $0 = .child2(Timer.State(id: 2)) }
    await store.finish()
  }

  @Test func anActionForACaseThatIsNotCurrentIsAWarningNamingTheCall() async {
    let store = Store(initialState: Feature.State.child1(Timer.State(id: 1))) { Feature(clock: TestClock()) }
    let warnings = await withRuntimeWarnings {
      store.send(.child2(.tick))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("An ifCaseLet at StateKitTests/IfCaseLetTests.swift:") == true)
    #expect(warnings.first?.contains("while the state was in the case `child1`") == true)
    #expect(store.state == .child1(Timer.State(id: 1)))
  }
}
