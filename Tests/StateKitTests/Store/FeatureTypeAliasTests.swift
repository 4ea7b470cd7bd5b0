import Observation
import StateKit
import StateKitTesting
import Testing

/// `StoreOf`, `ReducerOf`, `TestStoreOf`, `StackActionOf` and `Store.withState`, written as a TCA feature
/// writes them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FeatureTypeAliasTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable, Sendable {
      case incrementTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        }
      }
    }
  }

  struct Gallery: Reducer {
    struct State: Equatable {
      var path = StackState<Counter.State>()
    }

    enum Action: Equatable, Sendable {
      case path(StackActionOf<Counter>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: Action.path) {
          Counter()
        }
    }
  }

  @Test func storeOfAndWithStateReadTheFeaturesState() {
    let store: StoreOf<Counter> = Store(initialState: Counter.State()) {
      Counter()
    }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    #expect(store.withState { $0.count } == 2)
    #expect(store.withState(\.count) == 2)
  }

  @Test func withStateIsNotTrackedByObservation() {
    let store: StoreOf<Counter> = Store(initialState: Counter.State()) {
      Counter()
    }
    let untracked = ObservationFlag { _ = store.withState { $0.count } }
    let tracked = ObservationFlag { _ = store.state.count }
    store.send(.incrementTapped)
    #expect(tracked.hasFired)
    #expect(!untracked.hasFired)
  }

  @Test func testStoreOfRunsTheFeature() async {
    let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.incrementTapped) { $0.count = 1 }
  }

  @Test func stackActionOfIsTheStackActionOfTheScreensFeature() async {
    let store: TestStoreOf<Gallery> = TestStore(initialState: Gallery.State(path: [Counter.State()])) {
      Gallery()
    }
    let action: StackActionOf<Counter> = .element(id: 0, action: .incrementTapped)
    await store.send(.path(action)) { $0.path[id: 0]?.count = 1 }
  }
}
