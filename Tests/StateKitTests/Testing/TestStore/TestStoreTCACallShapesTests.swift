import StateKit
import StateKitTesting
import Testing

/// The call shapes TCA users write in tests: receiving an element's action by id, and changing one case
/// of an optional enum in an assertion.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreTCACallShapesTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var title = ""
    }

    enum Action: Equatable, Sendable {
      case loaded(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .loaded(let title):
        state.title = title
        return .none
      }
    }
  }

  struct Edit: Equatable, Sendable { var title = "" }
  struct Detail: Equatable, Sendable { var isEditing = false }

  enum Destination {
    enum State: Equatable, Sendable {
      case add(Edit)
      case edit(Edit)
    }
  }

  enum Path {
    enum State: Equatable, Sendable {
      case detail(Detail)
      case settings
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
      var destination: Destination.State?
      var path = StackState<Path.State>()
    }

    enum Action: Equatable, Sendable {
      case load(id: Int)
      case rows(IdentifiedActionOf<Row>)
      case titleChanged(String)
      case editTapped
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .load(let id):
          return .send(.rows(.element(id: id, action: .loaded("Row \(id)"))))
        case .rows:
          return .none
        case .titleChanged(let title):
          if case .edit(var edit) = state.destination {
            edit.title = title
            state.destination = .edit(edit)
          }
          return .none
        case .editTapped:
          if case .detail(var detail) = state.path[id: 0] {
            detail.isEditing = true
            state.path[id: 0] = .detail(detail)
          }
          return .none
        }
      }
      .forEach(\.rows, action: Action.rows) { Row() }
    }
  }

  // MARK: - receive(_:id:)

  @Test func receivesAnElementActionByID() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.load(id: 2))
    await store.receive(Feature.Action.rows, id: 2) { $0.rows[id: 2]?.title = "Row 2" }
    await store.send(.load(id: 1))
    store.skipReceivedActions()
    await store.send(.load(id: 1))
    store.exhaustivity = .off
    await store.receive(Feature.Action.rows, id: 1)
  }

  @Test func receivingAnotherElementsActionFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.load(id: 1))
    await withKnownIssue {
      await store.receive(Feature.Action.rows, id: 2) { $0.rows[id: 2]?.title = "Row 2" }
    } matching: { issue in
      issue.message.contains("Expected to receive an action of the element 2 of rows")
        && issue.message.contains(".rows(.element(id: 2, action: …))")
        && issue.message.contains("but the next action fed back by an effect is:")
    }
  }

  // MARK: - Optional.modify(_:_:)

  @Test func modifiesTheCaseOfAnOptionalEnumInAnAssertion() async {
    let store = TestStore(initialState: Feature.State(destination: .edit(Edit()))) { Feature() }
    await store.send(.titleChanged("Blob")) {
      $0.destination.modify(Destination.State.edit) { $0.title = "Blob" }
    }
  }

  @Test func modifiesTheCaseOfAStackElementInAnAssertion() async {
    let store = TestStore(initialState: Feature.State(path: StackState([.detail(Detail())]))) { Feature() }
    await store.send(.editTapped) {
      $0.path[id: 0].modify(Path.State.detail) { $0.isEditing = true }
    }
  }

  @Test func modifyingAnotherCaseFailsTheTest() async {
    let store = TestStore(initialState: Feature.State(destination: .add(Edit()))) { Feature() }
    let line = #line + 3
    await withKnownIssue {
      await store.send(.titleChanged("Blob")) {
        $0.destination.modify(Destination.State.edit) { $0.title = "Blob" }
      }
    } matching: { issue in
      issue.message.contains("expected a value of that case, but the value holds another case:")
        && issue.message.contains(
          "modify(TestStoreTCACallShapesTests.Destination.State.edit) at line \(line)")
        && issue.message.contains("add(")
        || issue.message.contains("Expected state to change, but no change occurred")
    }
  }

  @Test func modifyingANilValueFailsTheTest() async {
    var destination: Destination.State? = nil
    withKnownIssue {
      destination.modify(Destination.State.edit) { $0.title = "Blob" }
    } matching: { issue in
      issue.message.contains("expected a value of that case, but the value is nil.")
    }
    #expect(destination == nil)
  }
}
