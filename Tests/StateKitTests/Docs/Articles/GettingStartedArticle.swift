import StateKit
import Testing

// The samples of GettingStarted.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong.

struct GettingStartedArticle {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var fact: String?
      var isLoadingFact = false
    }

    enum Action: Equatable, Sendable {
      case decrementTapped
      case incrementTapped
      case factTapped
      case factLoaded(String)
    }

    @Dependency(\.factClient) var factClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .incrementTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .factTapped:
        state.isLoadingFact = true
        return .run { [count = state.count] send in
          await send(.factLoaded(try await factClient.fetch(count)))
        }
      case .factLoaded(let fact):
        state.isLoadingFact = false
        state.fact = fact
        return .none
      }
    }
  }

  @MainActor
  func countAndFetch() async -> Store<Counter.State, Counter.Action> {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    print(store.count)  // 2: a property of the state, read through the store

    await store.send(.factTapped).finish()
    print(store.fact ?? "")  // "2 is a good number."
    return store
  }
}

struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

enum FactClientKey: DependencyKey {
  static let liveValue = FactClient { number in
    try await Task.sleep(for: .milliseconds(10))  // your server's request goes here
    return "\(number) is a good number."
  }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClientKey.self] }
    set { self[FactClientKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct GettingStartedArticleTests {
  @Test func theCounterCountsAndFetchesAFact() async {
    await withDependencies {
      $0.context = .live  // the app's values, as the section shows them
    } operation: {
      let store = await GettingStartedArticle().countAndFetch()
      #expect(store.count == 2)
      #expect(store.fact == "2 is a good number.")
      #expect(!store.isLoadingFact)
    }
  }
}
