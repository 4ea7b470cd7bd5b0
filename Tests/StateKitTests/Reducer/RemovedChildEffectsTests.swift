import StateKit
import StateKitTesting
import Testing

/// A child whose state another reducer removes (a sibling `Reduce`, the parent's own parent) has its
/// effects cancelled, as a dismissed one does: under `ifLet`, a presentation, `forEach` and a stack.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RemovedChildEffectsTests {
  struct Timer: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var ticks = 0
    }

    enum Action: Equatable, Sendable {
      case start
      case tick
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var child: Timer.State?
      @PresentationState var sheet: Timer.State?
      var rows: IdentifiedArrayOf<Timer.State> = []
      var path = StackState<Timer.State>()
    }

    enum Action: Equatable, Sendable {
      case child(Timer.Action)
      case sheet(PresentationAction<Timer.Action>)
      case row(id: Int, action: Timer.Action)
      case path(StackAction<Timer.State, Timer.Action>)
      case clearAllTapped
      case replaceChildTapped
      case noop
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      // A sibling before the children's reducers clears every child; they never see it happen.
      Reduce { state, action in
        switch action {
        case .clearAllTapped:
          state.child = nil
          state.sheet = nil
          state.rows = []
          state.path = StackState()
        case .replaceChildTapped:
          state.child = Timer.State(id: 2)
        default:
          break
        }
        return .none
      }
      Reduce { _, _ in .none }
        .ifLet(\.child, action: Action.child) { Timer(clock: clock) }
        .ifLet(\.$sheet, action: Action.sheet) { Timer(clock: clock) }
        .forEach(\.rows, action: Action.row) { Timer(clock: clock) }
        .forEach(\.path, action: Action.path) { Timer(clock: clock) }
    }
  }

  @Test func childrenClearedByASiblingReducerHaveTheirEffectsCancelled() async {
    let clock = TestClock()
    var initial = Feature.State(child: Timer.State(id: 1), rows: [Timer.State(id: 1)])
    initial.sheet = Timer.State(id: 1)
    initial.path.append(Timer.State(id: 1))
    let store = TestStore(initialState: initial) { Feature(clock: clock) }

    await store.send(.child(.start))
    await store.send(.sheet(.presented(.start)))
    await store.send(.row(id: 1, action: .start))
    await store.send(.path(.element(id: 0, action: .start)))
    #expect(clock.sleeperCount == 4)

    await store.send(.clearAllTapped) {
      $0.child = nil
      $0.sheet = nil
      $0.rows = []
      $0.path = StackState()
    }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aChildReplacedByOneOfAnotherIdentityHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State(child: Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child(.start))
    #expect(clock.sleeperCount == 1)

    await store.send(.replaceChildTapped) { $0.child = Timer.State(id: 2) }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  /// A parent of the whole feature clears the child: the feature's reducers never run for that action.
  struct Outer: Reducer {
    struct State: Equatable {
      var feature = Feature.State()
    }

    enum Action: Equatable, Sendable {
      case feature(Feature.Action)
      case resetTapped
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      Scope(state: \.feature, action: Action.feature) { Feature(clock: clock) }
      Reduce { state, action in
        if case .resetTapped = action { state.feature.child = nil }
        return .none
      }
    }
  }

  @Test func aChildClearedByAReducerOutsideItsFeatureHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Outer.State(feature: Feature.State(child: Timer.State(id: 1)))) {
      Outer(clock: clock)
    }
    await store.send(.feature(.child(.start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.feature(.child(.tick))) { $0.feature.child?.ticks = 1 }

    await store.send(.resetTapped) { $0.feature.child = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aPresentChildKeepsItsEffectsWhileOtherActionsPass() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State(child: Timer.State(id: 1))) { Feature(clock: clock) }
    await store.send(.child(.start))
    await store.send(.noop)
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.ticks = 1 }
    #expect(clock.sleeperCount == 1)
    await store.send(.clearAllTapped) { $0.child = nil }
    #expect(clock.sleeperCount == 0)
  }
}
