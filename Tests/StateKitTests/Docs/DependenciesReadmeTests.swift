import Foundation
import StateKit
import StateKitTesting
import Testing

// The README's Dependencies section, verbatim but for the namespace: if this stops compiling or passing,
// the README is wrong.

enum DependenciesReadme {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }
    enum Action: Equatable, Sendable { case queryChanged(String), resultsLoaded([String]) }
    enum CancelID { case debounce }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.searchClient) var searchClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))  // debounce: a new query cancels this one
          await send(.resultsLoaded(try await searchClient.search(query)))
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)
      case .resultsLoaded(let results):
        state.results = results
        return .none
      }
    }
  }

  struct SearchClient: Sendable {
    var search: @Sendable (String) async throws -> [String]
  }

  enum SearchClientKey: DependencyKey {
    static let liveValue = SearchClient { query in
      try await Task.sleep(for: .milliseconds(100))  // your server's search goes here
      return ["\(query) 1", "\(query) 2"]
    }
    static let previewValue = SearchClient { query in ["\(query) (sample)"] }
    // No testValue: a test that reads it without setting one fails, and says what to set.
  }

  /// The README's test value of `unimplemented` endpoints, on a key of its own.
  enum UnimplementedSearchClientKey: DependencyKey {
    static let liveValue = SearchClientKey.liveValue
    static let testValue = SearchClient(search: unimplemented("SearchClient.search"))
  }

  struct App: Reducer {
    struct State: Equatable { var search = Search.State() }
    enum Action: Equatable, Sendable {
      case search(Search.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.search, action: Action.search) {
        Search()
          .dependency(\.searchClient, SearchClient { query in ["\(query) (offline)"] })
      }
    }
  }

  @MainActor
  static func previewStore() -> Store<Search.State, Search.Action> {
    let store = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.context = .preview  // every key's previewValue, for a preview with sample data
      $0.uuid = .incrementing
    }
    return store
  }

  static func firstID() -> UUID {
    let id = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      return uuid()  // 00000000-0000-0000-0000-000000000000
    }
    return id
  }
}

extension DependencyValues {
  var searchClient: DependenciesReadme.SearchClient {
    get { self[DependenciesReadme.SearchClientKey.self] }
    set { self[DependenciesReadme.SearchClientKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependenciesReadmeTests {
  typealias Search = DependenciesReadme.Search

  @Test func aPreviewStoreSearchesTheSampleData() async {
    // NB: The store starts from the values in force where it is created: no real debounce in a test.
    let store = withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      DependenciesReadme.previewStore()
    }
    await store.send(.queryChanged("swift")).finish()
    #expect(store.results == ["swift (sample)"])
  }

  @Test func theOverriddenChildSearchesOffline() async {
    let store = TestStore(initialState: DependenciesReadme.App.State()) {
      DependenciesReadme.App()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.search(.queryChanged("swift"))) { $0.search.query = "swift" }
    await store.receive(.search(.resultsLoaded(["swift (offline)"]))) {
      $0.search.results = ["swift (offline)"]
    }
  }

  @Test func withDependenciesSetsValuesForItsOperation() {
    #expect(DependenciesReadme.firstID() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    #expect(DependenciesReadme.firstID() == UUID(0))
  }

  @Test func anUnimplementedEndpointFailsTheTestAndThrows() async {
    installTestIssueReporter()
    let client = DependenciesReadme.UnimplementedSearchClientKey.testValue
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure(endpoint: "SearchClient.search")) {
        try await client.search("swift")
      }
    } matching: { issue in
      issue.message.hasPrefix("Unimplemented: SearchClient.search was called.")
    }
  }

  @Test func aSearchClientTheTestDidNotSetFailsTheTestWithTheREADMEsMessage() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.send(.queryChanged("swift")) { $0.query = "swift" }
      // The read failed the test, then answered the preview value.
      await store.receive(.resultsLoaded(["swift (sample)"])) { $0.results = ["swift (sample)"] }
    } matching: { issue in
      issue.message.hasPrefix(
        """
        DependenciesReadme.SearchClientKey has no test value, and was read by the @Dependency at \
        StateKitTests/DependenciesReadmeTests.swift:19 in a test,
        """
      )
    }
  }
}
