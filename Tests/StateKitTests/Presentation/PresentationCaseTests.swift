import StateKit
import StateKitTesting
import Testing

/// The call shapes, as a TCA user writes them: `@PresentationState`, `PresentationAction`, an alert
/// and an enum destination run by `ifLet(\.$…, action: Action.case)`, with no extracting property and no
/// getter or setter per case.
private struct Library: Reducer {
  struct State: Equatable {
    var books = ["Dune"]
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
    case editTapped
    enum Alert: Equatable { case confirmDeletion }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case editor(Ticker.State)
      case share(Ticker.State)
    }

    enum Action: Equatable, Sendable {
      case editor(Ticker.Action)
      case share(Ticker.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: State.editor, action: Action.editor) { Ticker(clock: TestClock()) }
      Scope(state: State.share, action: Action.share) { Ticker(clock: TestClock()) }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
      case .alert(.presented(.confirmDeletion)):
        state.books = []
      case .editTapped:
        state.destination = .editor(Ticker.State(id: 1))
      case .alert, .destination:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentationCaseTests {
  @Test func theAlertShapeRunsAsWritten() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.books = []
    }
  }

  @Test func theDestinationShapeRunsAsWritten() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.editTapped) { $0.destination = .editor(Ticker.State(id: 1)) }
    await store.send(.destination(.presented(.editor(.tick)))) {
      $0.destination = .editor(Ticker.State(id: 1, ticks: 1))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func aDestinationCaseThatDismissesItselfIsClearedThroughDismiss() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.editTapped) { $0.destination = .editor(Ticker.State(id: 1)) }
    await store.send(.destination(.presented(.editor(.close))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func anActionForTheCaseThatIsNotPresentedIsReported() async {
    let store = Store(initialState: Library.State()) { Library() }
    store.send(.editTapped)
    let warnings = await withRuntimeWarnings {
      store.send(.destination(.presented(.share(.tick))))
    }
    #expect(warnings.count == 1)
    #expect(store.destination == .editor(Ticker.State(id: 1)))
  }
}
