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

    // A dependency: the store supplies it, and a test sets its own (see Dependencies).
    @Dependency(\.numberFact) var numberFact

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .factTapped:
        return .run { [count = state.count] send in
          await send(.factLoaded(try await numberFact(count)))
        }
      case .factLoaded(let fact):
        state.fact = fact
        return .none
      }
    }
  }

  // The dependency's name and its live value.
  enum NumberFactKey: DependencyKey {
    static let liveValue: @Sendable (Int) async throws -> String = { "\($0) is a good number." }
  }

  struct App: Reducer {
    struct State { var counter = Counter.State() }
    enum Action: Sendable {
      case counter(Counter.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) {
        Counter()
      }
    }
  }
}

extension DependencyValues {
  var numberFact: @Sendable (Int) async throws -> String {
    get { self[QuickStart.NumberFactKey.self] }
    set { self[QuickStart.NumberFactKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct QuickStartTests {
  @Test func theCounterCountsAndLoadsAFact() async {
    await withDependencies {
      $0.context = .live  // the app's values, as the section shows them
    } operation: {
      let store = Store(initialState: QuickStart.Counter.State()) {
        QuickStart.Counter()
      }
      store.send(.incrementTapped)
      #expect(store.count == 1)

      await store.send(.factTapped).finish()
      #expect(store.fact == "1 is a good number.")
    }
  }

  @Test func theScopedCounterDrivesTheAppsState() {
    let appStore = Store(initialState: QuickStart.App.State(), reducer: QuickStart.App())
    let counterStore = appStore.scope(state: \.counter, action: QuickStart.App.Action.counter)
    counterStore.send(.incrementTapped)
    #expect(appStore.counter.count == 1)
    #expect(counterStore.count == 1)
  }
}
