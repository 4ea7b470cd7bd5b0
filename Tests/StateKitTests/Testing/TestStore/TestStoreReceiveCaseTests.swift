import StateKit
import StateKitTesting
import Testing

/// `receive` given the expected action's case: with any payload, with a payload that must be equal, of a
/// case without payload, and of a case inside a case, for actions that are not `Equatable`.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreReceiveCaseTests {
  struct SearchError: Error, Equatable {}

  struct Search: Reducer {
    struct State: Equatable {
      var results: [String] = []
      var fact: String?
      var forecast: String?
      var sorted = false
      var note = Note.State()
    }

    enum Action: Sendable {
      case searchTapped
      case searchResponse(Result<[String], SearchError>)
      case factTapped
      case factResponse(Result<String, any Error>)
      case sortTapped
      case sortCompletedTodos
      case forecastTapped
      case forecastResponse(Int, Result<String, any Error>)
      case note(Note.Action)
      case saveNoteTapped
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.note, action: Action.note) { Note() }
      Reduce { state, action in
        switch action {
        case .searchTapped:
          return .send(.searchResponse(.success(["Swift"])))
        case .searchResponse(.success(let results)):
          state.results = results
        case .searchResponse(.failure):
          state.results = []
        case .factTapped:
          return .run { send in await send(.factResponse(.success("1 is a good number."))) }
        case .factResponse(.success(let fact)):
          state.fact = fact
        case .factResponse(.failure):
          break
        case .sortTapped:
          return .send(.sortCompletedTodos)
        case .sortCompletedTodos:
          state.sorted = true
        case .forecastTapped:
          return .send(.forecastResponse(3, .success("Sunny")))
        case .forecastResponse(_, .success(let forecast)):
          state.forecast = forecast
        case .saveNoteTapped:
          return .send(.note(.saveTapped))
        case .forecastResponse(_, .failure), .note:
          break
        }
        return .none
      }
    }
  }

  @Test func aCaseIsReceivedWhateverItsPayload() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.searchTapped)
    await store.receive(Search.Action.searchResponse) { $0.results = ["Swift"] }
  }

  @Test func aCaseIsReceivedWithAnEqualPayload() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.searchTapped)
    await store.receive(Search.Action.searchResponse, .success(["Swift"])) { $0.results = ["Swift"] }
  }

  @Test func aCaseWithoutPayloadIsReceivedThoughTheActionIsNotEquatable() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.sortTapped)
    await store.receive(Search.Action.sortCompletedTodos) { $0.sorted = true }
  }

  @Test func aCaseInsideACaseIsReceived() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.factTapped)
    await store.receive(Search.Action.factResponse, Result.success) { $0.fact = "1 is a good number." }
    await store.send(.saveNoteTapped)
    await store.receive(Search.Action.note, Note.Action.saveTapped)
    await store.receive(Search.Action.note, Note.Action.saved) { $0.note.saves = 1 }
  }

  @Test func aCaseWithSeveralValuesIsACaseLikeAnyOther() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.forecastTapped)
    await store.receive(Search.Action.forecastResponse) { $0.forecast = "Sunny" }
  }

  @Test func anEquatableActionIsReceivedByCaseToo() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await store.receive(EffectCounter.Action.factResponse, "0 is a good number.") {
      $0.fact = "0 is a good number."
    }
    await store.send(.doubleIncrementTapped)
    await store.receive(.incrementTapped) { $0.count = 1 }
    await store.receive(EffectCounter.Action.incrementTapped) { $0.count = 2 }
  }

  // MARK: - Failures

  @Test func anotherCaseFailsNamingTheExpectedOne() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.sortTapped)
    await withKnownIssue {
      await store.receive(Search.Action.searchResponse)
    } matching: { issue in
      issue.message.contains(
        "Expected to receive an action of the case searchResponse, but the next action fed back by an effect is:"
      ) && issue.message.contains("TestStoreReceiveCaseTests.Search.Action.sortCompletedTodos")
    }
  }

  @Test func aCaseThatNeverComesFailsNamingIt() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await withKnownIssue {
      await store.receive(Search.Action.factResponse, Result.success)
    } matching: { issue in
      issue.message.contains(
        "Expected to receive an action of the case factResponse(.success), but no effect is running")
    }
  }

  @Test func anotherPayloadFailsShowingTheDifference() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.searchTapped)
    await withKnownIssue {
      await store.receive(Search.Action.searchResponse, .success(["Kotlin"]))
    } matching: { issue in
      issue.message.contains(
        #"Expected to receive TestStoreReceiveCaseTests.Search.Action.searchResponse(.success(["Kotlin"])), but"#
      )
        && issue.message.contains(
          #"- TestStoreReceiveCaseTests.Search.Action.searchResponse(.success(["Kotlin"]))"#)
    }
  }

  @Test func aValueWithAPayloadOfAnActionThatIsNotEquatableFails() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.searchTapped)
    await withKnownIssue {
      await store.receive(.searchResponse(.success(["Kotlin"]))) { $0.results = ["Swift"] }
    } matching: { issue in
      issue.message.contains("has a payload, which receive cannot compare")
        && issue.message.contains("only its case, searchResponse, is checked")
    }
  }
}
