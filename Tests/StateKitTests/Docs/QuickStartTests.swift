import StateKit
import Testing

/// The README's quick start, verbatim but for the namespace: if this stops compiling or passing, the
/// README is wrong.
enum QuickStart {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var fact: String?
    }

    enum Action: Equatable, Sendable {
      case incrementTapped
      case decrementTapped
      case factTapped
      case factLoaded(String)
    }

    // Dependencies are stored properties: tests pass fakes in.
    var fact: @Sendable (Int) async throws -> String

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .factTapped:
        return .run { [count = state.count, fact] send in
          await send(.factLoaded(try await fact(count)))
        }
      case .factLoaded(let fact):
        state.fact = fact
        return .none
      }
    }
  }

  struct App: Reducer {
    struct State { var counter = Counter.State() }
    enum Action: Sendable {
      case counter(Counter.Action)
      var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter, extract: \.counter) {
        Counter(fact: { "\($0) is a good number." })
      }
    }
  }
}

@MainActor
@Suite struct QuickStartTests {
  @Test func theCounterCountsAndLoadsAFact() async {
    let store = Store(initialState: QuickStart.Counter.State()) {
      QuickStart.Counter(fact: { "\($0) is a good number." })
    }
    store.send(.incrementTapped)
    #expect(store.count == 1)

    await store.send(.factTapped).finish()
    #expect(store.fact == "1 is a good number.")
  }

  @Test func theScopedCounterDrivesTheAppsState() {
    let appStore = Store(initialState: QuickStart.App.State(), reducer: QuickStart.App())
    let counterStore = appStore.scope(state: \.counter, action: QuickStart.App.Action.counter)
    counterStore.send(.incrementTapped)
    #expect(appStore.counter.count == 1)
    #expect(counterStore.count == 1)
  }
}
