import StateKit
import StateKitTesting
import Testing

/// A feature that presents an alert and a child with `@PresentationState`, run by today's reducers: its
/// own reducer answers the alert's actions and the dismissals, and `ifLet` runs the child through the
/// wrapped property.
private struct Inbox: Reducer {
  struct State: Equatable {
    var messages = ["Hello"]
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var destination: Counter.State?
  }

  enum Action: Equatable, Sendable {
    case deleteTapped
    case openTapped
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Counter.Action>)

    enum Alert: Equatable, Sendable { case confirmDeletion }

    var destination: Counter.Action? {
      if case .destination(.presented(let action)) = self { action } else { nil }
    }

    static func presentedDestination(_ action: Counter.Action) -> Self {
      .destination(.presented(action))
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
        state.alert = nil
        state.messages = []
      case .alert(.dismiss):
        state.alert = nil
      case .openTapped:
        state.destination = Counter.State()
      case .destination(.dismiss):
        state.destination = nil
      case .destination(.presented):
        break
      }
      return .none
    }
    .ifLet(\.destination, action: Action.presentedDestination, extract: \.destination) {
      Counter()
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentationFeatureTests {
  @Test func anAlertIsPresentedAndAnswered() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
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
      $0.messages = []
    }
  }

  @Test func aPresentedChildRunsAndIsDismissedByTheView() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.openTapped) { $0.destination = Counter.State() }
    await store.send(.destination(.presented(.incrementTapped))) { $0.destination?.count = 1001 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func aWrongAlertFailsWithADiffThatShowsTitleAndButtons() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await withKnownIssue {
      await store.send(.deleteTapped) {
        $0.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    } matching: { issue in
      issue.message.contains(#"\.alert?.actions[0]: ButtonState(role: .cancel, label: "Cancel") →"#)
        && issue.message.contains(
          #"ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete")"#)
        && issue.message.contains(#"\.alert?.message: nil → "This cannot be undone.""#)
        && !issue.message.contains("PresentationState") && !issue.message.contains("presentationID")
    }
  }

  @Test func anUnassertedAlertIsShownAsTheTestWouldWriteIt() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await withKnownIssue {
      await store.send(.deleteTapped)
    } matching: { issue in
      issue.message.contains(#"title: "Delete?""#) && issue.message.contains(#"label: "Delete""#)
        && issue.message.contains(#"\.alert: nil → AlertState(title: "Delete?""#)
    }
  }
}
