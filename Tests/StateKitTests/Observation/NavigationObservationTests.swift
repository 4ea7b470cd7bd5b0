import Observation
import StateKit
import StateKitTesting
import Testing

/// A feature that presents a counter with `@PresentationState`, beside a field of its own.
private struct Mailbox: Reducer {
  struct State: Equatable {
    var unread = 0
    @PresentationState var destination: Counter.State?
  }

  enum Action: Equatable, Sendable {
    case received
    case openTapped
    case destination(PresentationAction<Counter.Action>)

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
      case .received: state.unread += 1
      case .openTapped: state.destination = Counter.State()
      case .destination(.dismiss): state.destination = nil
      case .destination(.presented): break
      }
      return .none
    }
    .ifLet(\.destination, action: Action.presentedDestination, extract: \.destination) {
      Counter()
    }
  }
}

/// What a view state shows of an ``Editor``: its count and its text, formatted.
private struct EditorConnector: Connector {
  struct ViewState: Equatable {
    var countText: String
    var textLength: Int
  }

  func connect(state: Editor.State) -> ViewState {
    ViewState(countText: "\(state.count)", textLength: state.text.count)
  }

  func connect(action: Editor.Action) -> Editor.Action { action }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationObservationTests {
  @Test func aStackBindingIsTrackedByTheStacksIDs() {
    let store = Store(initialState: Places.State()) {
      Places(clock: TestClock())
    }
    store.send(.path(.push(id: 0, state: Ticker.State(id: 7))))
    let flag = ObservationFlag {
      _ = store.stackBinding(\.path, action: Places.Action.path).wrappedValue
    }

    store.send(.path(.element(id: 0, action: .tick)))
    #expect(!flag.hasFired)

    store.send(.path(.push(id: 1, state: Ticker.State(id: 8))))
    #expect(flag.changeCount == 1)
  }

  @Test func aScreensStoreOfAStackIsTrackedByTheScreensProperty() {
    let store = Store(initialState: Places.State()) {
      Places(clock: TestClock())
    }
    store.send(.path(.push(id: 0, state: Ticker.State(id: 7))))
    store.send(.path(.push(id: 1, state: Ticker.State(id: 8))))
    let screen = store.scope(state: \.path, id: 0, action: Places.Action.path)!
    let flag = ObservationFlag { _ = screen.ticks }

    store.send(.path(.element(id: 1, action: .tick)))
    store.send(.path(.element(id: 0, action: .saved)))
    #expect(!flag.hasFired)

    store.send(.path(.element(id: 0, action: .tick)))
    #expect(flag.changeCount == 1)
  }

  @Test func aPresentedChildIsTrackedByItsPresenceAndItsStoreByItsProperty() {
    let store = Store(initialState: Mailbox.State()) {
      Mailbox()
    }
    let presence = ObservationFlag {
      _ = store.presentationBinding(\.destination, dismiss: .destination(.dismiss)).wrappedValue
    }
    store.send(.received)
    #expect(!presence.hasFired)
    store.send(.openTapped)
    #expect(presence.changeCount == 1)

    let destination = store.scope(state: \.destination, action: Mailbox.Action.presentedDestination)!
    let count = ObservationFlag { _ = destination.count }
    let stillPresented = ObservationFlag {
      _ = store.presentationBinding(\.destination, dismiss: .destination(.dismiss)).wrappedValue
    }
    store.send(.received)
    #expect(!count.hasFired)
    store.send(.destination(.presented(.incrementTapped)))
    #expect(count.changeCount == 1)
    #expect(!stillPresented.hasFired)

    store.send(.destination(.dismiss))
    #expect(stillPresented.changeCount == 1)
  }

  @Test func aConnectedStoreIsTrackedByTheViewStatesProperty() {
    let store = Store(initialState: Editor.State()) {
      Editor()
    }
    let viewStore = store.connect(using: EditorConnector())
    let flag = ObservationFlag { _ = viewStore.countText }

    store.send(.textChanged("Blob"))
    #expect(!flag.hasFired)

    viewStore.send(.increment)
    #expect(flag.changeCount == 1)
    #expect(viewStore.countText == "1")
  }
}
