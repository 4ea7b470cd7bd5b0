import StateKit
import StateKitTesting
import Testing

// The README's "Navigation" section, verbatim but for the namespace: if this stops compiling or passing,
// the README is wrong.

enum NavigationReadme {
  struct Detail: Reducer {
    struct State: Equatable {
      var title: String
      var album: String?
    }

    enum Action: Equatable, Sendable {
      case onAppear
      case albumLoaded(String)
      case closeTapped
    }

    enum CancelID { case load }

    let album: @Sendable (String) async throws -> String

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .onAppear:
        return .run { [title = state.title, album] send in
          await send(.albumLoaded(try await album(title)))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      case .albumLoaded(let album):
        state.album = album
        return .none
      case .closeTapped:
        return .dismiss
      }
    }
  }

  struct Gallery: Reducer {
    struct State: Equatable {
      var path = StackState<Detail.State>()
    }

    enum Action: Equatable, Sendable {
      case open(String)
      case path(StackAction<Detail.State, Detail.Action>)
    }

    let album: @Sendable (String) async throws -> String

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .open(let title) = action {
          state.path.append(Detail.State(title: title))
        }
        return .none
      }
      .forEach(\.path, action: Action.path) {
        Detail(album: album)
      }
    }
  }

  struct Library: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
    }

    enum Action: Equatable, Sendable {
      case detailTapped(String)
      case destination(PresentationAction<Destination.Action>)
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case detail(Detail.State)
        case preview(Detail.State)
      }

      enum Action: Equatable, Sendable {
        case detail(Detail.Action)
        case preview(Detail.Action)
      }

      let album: @Sendable (String) async throws -> String

      var body: some Reducer<State, Action> {
        Scope(state: State.detail, action: Action.detail) { Detail(album: album) }
        Scope(state: State.preview, action: Action.preview) { Detail(album: album) }
      }
    }

    let album: @Sendable (String) async throws -> String

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .detailTapped(let title) = action {
          state.destination = .detail(Detail.State(title: title))
        }
        return .none
      }
      .ifLet(\.$destination, action: Action.destination) {
        Destination(album: album)
      }
    }
  }

  struct Inbox: Reducer {
    struct State: Equatable {
      var messages = ["Welcome"]
      @PresentationState var alert: AlertState<Action.Alert>?
    }

    enum Action: Equatable, Sendable {
      case deleteTapped
      case alert(PresentationAction<Alert>)

      enum Alert: Equatable, Sendable { case confirmDeletion }
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
          state.messages = []
        case .alert:
          break
        }
        return .none
      }
      .ifLet(\.$alert, action: Action.alert)
    }
  }
}

// The README's extension, with the namespace spelled out.
extension NavigationReadme.Library.Destination.State {
  var detail: NavigationReadme.Detail.State? { if case .detail(let state) = self { state } else { nil } }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct NavigationSectionTests {
  typealias Detail = NavigationReadme.Detail
  typealias Gallery = NavigationReadme.Gallery
  typealias Library = NavigationReadme.Library

  @Test func theStackExample() async {
    let store = TestStore(initialState: Gallery.State()) {
      Gallery(album: { _ in "Sunsets" })
    }
    await store.send(.open("Sunrise")) {
      $0.path.append(Detail.State(title: "Sunrise"))
    }
    await store.send(.path(.element(id: 0, action: .onAppear)))
    await store.receive(.path(.element(id: 0, action: .albumLoaded("Sunsets")))) {
      $0.path[id: 0]?.album = "Sunsets"
    }
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test func theDestinationExample() async {
    let libraryStore = Store(initialState: Library.State()) { Library(album: { _ in "Sunsets" }) }
    libraryStore.send(.detailTapped("Sunrise"))
    let detailStore = libraryStore.scope(
      state: \.destination?.detail, action: { Library.Action.destination(.presented(.detail($0))) })
    #expect(detailStore?.title == "Sunrise")
    let warnings = await withRuntimeWarnings {
      // Another case: reported, not run.
      libraryStore.send(.destination(.presented(.preview(.closeTapped))))
    }
    #expect(warnings.count == 1)
    detailStore?.send(.closeTapped)
    #expect(libraryStore.destination == nil)
  }

  @Test func theDestinationDismissingItselfSendsDismiss() async {
    let store = TestStore(initialState: Library.State()) { Library(album: { _ in "Sunsets" }) }
    await store.send(.detailTapped("Sunrise")) { $0.destination = .detail(Detail.State(title: "Sunrise")) }
    await store.send(.destination(.presented(.detail(.closeTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func theAlertExample() async {
    typealias Inbox = NavigationReadme.Inbox
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
    // Nothing presented: nothing changes, and the misuse is reported.
    await withKnownIssue {
      await store.send(.alert(.dismiss))
    } matching: { issue in
      issue.message.contains("received `.dismiss` while nothing was presented")
    }
  }
}
