import StateKitTesting
import Testing

// The samples of StateKitTesting's Testing.md, verbatim (ArticleSamplesTests checks it): if this stops
// compiling or passing, the article is wrong. The sample tests run as tests of this namespace.

struct TestingArticle {
  typealias Counter = GettingStartedArticle.Counter

  struct Stopwatch: Reducer {
    struct State: Equatable {
      var isRunning = false
      var seconds = 0
    }

    enum Action: Equatable, Sendable {
      case toggleTapped
      case tick
    }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggleTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }

  @MainActor @Test func fetchingAFact() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.factClient = FactClient { "\($0) is a test number." }
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped) { $0.isLoadingFact = true }
    await store.receive(.factLoaded("1 is a test number.")) {
      $0.isLoadingFact = false
      $0.fact = "1 is a test number."
    }
  }

  struct Lookup: Reducer {
    struct State: Equatable {
      var query = "swift"
      var results: [String] = []
    }

    enum Action: Sendable {
      case searchTapped
      case response(Result<[String], any Error>)
    }

    @Dependency(\.lookupClient) var lookupClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .searchTapped:
        return .run { [query = state.query] send in
          await send(.response(.success(try await lookupClient.search(query))))
        } catch: { error, send in
          await send(.response(.failure(error)))
        }
      case .response(.success(let results)):
        state.results = results
        return .none
      case .response(.failure):
        state.results = []
        return .none
      }
    }
  }

  @MainActor @Test func searching() async {
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.lookupClient = LookupClient { query in ["\(query) 1", "\(query) 2"] }
    }
    await store.send(.searchTapped)
    await store.receive(Lookup.Action.response) { $0.results = ["swift 1", "swift 2"] }
  }

  @MainActor
  func relaxTheStore(_ store: TestStore<Stopwatch.State, Stopwatch.Action>) {
    store.exhaustivity = .on(ignoring: \.seconds)  // everything except these key paths
    store.exhaustivity = .off  // only what the test asserts
    store.exhaustivity = .off(showSkippedAssertions: true)  // and print what it skipped
  }

  @MainActor
  func startLeniently(_ store: TestStore<Stopwatch.State, Stopwatch.Action>) async {
    await store.withExhaustivity(.off) {
      await store.send(.toggleTapped)
    }
  }

  @MainActor
  func skipTheRest(_ store: TestStore<Stopwatch.State, Stopwatch.Action>) async {
    store.skipReceivedActions(strict: false)
    store.skipInFlightEffects(strict: false)
  }

  @MainActor
  func readTheAssertedState(_ store: TestStore<Stopwatch.State, Stopwatch.Action>) async {
    await store.send(.toggleTapped) { $0.isRunning = true }
    #expect(store.state.isRunning)
  }

  struct Editor: Equatable, Sendable { var title = "" }
  struct Detail: Equatable, Sendable { var isEditing = false }
  enum Destination { enum State: Equatable, Sendable { case edit(Editor) } }
  enum Path { enum State: Equatable, Sendable { case detail(Detail) } }
  struct Screens: Equatable {
    var destination: Destination.State? = .edit(Editor())
    var path = StackState<Path.State>([.detail(Detail())])
  }

  /// The two `modify` lines of the article, run in the assertion they belong in.
  func editBoth(_ state: inout Screens) {
    let edit: (inout Screens) -> Void = {
      $0.destination.modify(Destination.State.edit) { $0.title = "Blob" }
      $0.path[id: 0].modify(Path.State.detail) { $0.isEditing = true }
    }
    edit(&state)
  }
}

// The headline sample, run as written: no waitForSleepers, no yields.
@Suite(.timeLimit(.minutes(5)))
struct TestingArticleHeadline {
  typealias Stopwatch = TestingArticle.Stopwatch

  @MainActor @Test func theStopwatchTicksEverySecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTapped) { $0.isRunning = true }
    for second in 1...10 {
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.seconds = second }
    }
    await store.send(.toggleTapped) { $0.isRunning = false }
  }
}

struct LookupClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
}

enum LookupClientKey: DependencyKey {
  static let liveValue = LookupClient { _ in [] }
}

extension DependencyValues {
  var lookupClient: LookupClient {
    get { self[LookupClientKey.self] }
    set { self[LookupClientKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestingArticleTests {
  @Test func theExhaustivityOptionsCompileAndTheLastLeavesChangesUnasserted() async {
    let store = TestStore(initialState: TestingArticle.Stopwatch.State()) {
      TestingArticle.Stopwatch()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    TestingArticle().relaxTheStore(store)
    // Off: the steps assert none of the changes they make, and the test still passes.
    await store.send(.toggleTapped)
    #expect(store.state.isRunning)
    await store.send(.toggleTapped)
    #expect(!store.state.isRunning)
  }

  @Test func theModifyLinesChangeTheirCases() {
    var screens = TestingArticle.Screens()
    TestingArticle().editBoth(&screens)
    #expect(screens.destination == .edit(TestingArticle.Editor(title: "Blob")))
    #expect(screens.path[id: 0] == .detail(TestingArticle.Detail(isEditing: true)))
  }

  @Test func theSkipsAndTheAssertedStateRunAsWritten() async {
    let store = TestStore(initialState: TestingArticle.Stopwatch.State()) {
      TestingArticle.Stopwatch()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await TestingArticle().readTheAssertedState(store)
    await TestingArticle().skipTheRest(store)
  }

  @Test func withExhaustivityOffStartsTheStopwatchWithoutAssertingIt() async {
    let store = TestStore(initialState: TestingArticle.Stopwatch.State()) {
      TestingArticle.Stopwatch()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await TestingArticle().startLeniently(store)
    #expect(store.state.isRunning)
    await store.send(.toggleTapped) { $0.isRunning = false }
  }
}
