import StateKit
import StateKitTesting
import Testing

/// Alerts and confirmation dialogs are cleared after any of their buttons, in plain optional state as
/// under `@PresentationState`; in a destination enum, only by the alert's own actions.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EphemeralStateTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
      var deleted = false
      var archived = false
    }

    enum Action: Equatable, Sendable {
      case alert(Alert)
      case confirmationDialog(Dialog)
      case deleteTapped
      case moreTapped

      enum Alert: Equatable, Sendable {
        case confirmDeletion
        case cancel
      }

      enum Dialog: Equatable, Sendable {
        case archive
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .alert(.confirmDeletion):
          state.deleted = true
          return .none
        case .alert(.cancel):
          return .none
        case .confirmationDialog(.archive):
          state.archived = true
          return .none
        case .deleteTapped:
          state.alert = Self.deleteAlert
          return .none
        case .moreTapped:
          state.confirmationDialog = Self.moreDialog
          return .none
        }
      }
      .ifLet(\.alert, action: Action.alert)
      .ifLet(\.confirmationDialog, action: Action.confirmationDialog)
    }

    static let deleteAlert = AlertState<Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
    }

    static let moreDialog = ConfirmationDialogState<Action.Dialog> {
      TextState("More")
    } actions: {
      ButtonState(action: .archive) { TextState("Archive") }
    }
  }

  @Test func anAlertInPlainOptionalStateIsClearedAfterItsAction() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.deleted = true
    }
  }

  @Test func anAlertIsClearedAfterAnActionTheParentIgnores() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.cancel)) { $0.alert = nil }
  }

  @Test func aConfirmationDialogInPlainOptionalStateIsClearedAfterItsAction() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.moreTapped) { $0.confirmationDialog = Feature.moreDialog }
    await store.send(.confirmationDialog(.archive)) {
      $0.confirmationDialog = nil
      $0.archived = true
    }
  }

  struct Editor: Reducer {
    struct State: Equatable { var text = "" }
    enum Action: Equatable, Sendable { case typed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .typed(let text) = action { state.text = text }
      return .none
    }
  }

  struct Destinations: Reducer {
    enum State: Equatable {
      case alert(AlertState<Feature.Action.Alert>)
      case edit(Editor.State)
    }

    enum Action: Equatable, Sendable {
      case alert(Feature.Action.Alert)
      case edit(Editor.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: State.edit, action: Action.edit) { Editor() }
    }
  }

  struct Screen: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destinations.State?
    }

    enum Action: Equatable, Sendable {
      case destination(PresentationAction<Destinations.Action>)
    }

    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$destination, action: Action.destination) { Destinations() }
    }
  }

  @Test func anAlertCaseOfADestinationIsClearedByItsOwnAction() async {
    let store = TestStore(initialState: Screen.State(destination: .alert(Feature.deleteAlert))) { Screen() }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) { $0.destination = nil }
  }

  @Test func anAlertCaseOfADestinationIsNotClearedByAnotherCasesAction() async {
    let store = Store(initialState: Screen.State(destination: .alert(Feature.deleteAlert))) { Screen() }
    let warnings = await withRuntimeWarnings {
      store.send(.destination(.presented(.edit(.typed("x")))))
    }
    // The edit screen is not shown: the action is reported, and the alert stays.
    #expect(warnings.count == 1)
    #expect(store.destination == .alert(Feature.deleteAlert))
  }
}
