import StateKit
import StateKitTesting
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The samples of Navigation.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong. The test samples run as tests of this namespace; the SwiftUI view
// compiles only where SwiftUI exists.

struct NavigationArticle {
  struct PhotoDetail: Reducer {
    struct State: Equatable {
      var title: String
      var album: String?
    }

    enum Action: Equatable, Sendable {
      case onAppear
      case albumLoaded(String)
      case closeTapped
    }

    @Dependency(\.albumClient) var albumClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .onAppear:
        return .run { [title = state.title] send in
          await send(.albumLoaded(try await albumClient.album(title)))
        }
      case .albumLoaded(let album):
        state.album = album
        return .none
      case .closeTapped:
        return .dismiss
      }
    }
  }

  struct Photos: Reducer {
    struct State: Equatable {
      var titles = ["Sunrise", "Harbour"]
      var detail: PhotoDetail.State?
    }

    enum Action: Equatable, Sendable {
      case photoTapped(String)
      case detailDismissed
      case detail(PhotoDetail.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .photoTapped(let title):
          state.detail = PhotoDetail.State(title: title)
          return .none
        case .detailDismissed:
          state.detail = nil
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail) {
        PhotoDetail()
      }
    }
  }

  @MainActor @Test func theDetailClosesItself() async {
    let store = TestStore(initialState: Photos.State()) {
      Photos()
    } withDependencies: {
      $0.albumClient = AlbumClient { _ in "Holidays" }
    }
    await store.send(.photoTapped("Sunrise")) {
      $0.detail = PhotoDetail.State(title: "Sunrise")
    }
    await store.send(.detail(.onAppear))
    await store.receive(.detail(.albumLoaded("Holidays"))) {
      $0.detail?.album = "Holidays"
    }
    await store.send(.detail(.closeTapped)) {
      $0.detail = nil
    }
  }

  struct Gallery: Reducer {
    struct State: Equatable {
      var path = StackState<PhotoDetail.State>()
    }

    enum Action: Equatable, Sendable {
      case open(String)
      case path(StackAction<PhotoDetail.State, PhotoDetail.Action>)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .open(let title) = action {
          state.path.append(PhotoDetail.State(title: title))
        }
        return .none
      }
      .forEach(\.path, action: Action.path) {
        PhotoDetail()
      }
    }
  }

  @MainActor
  func openTwoPhotosAndGoBack() -> Store<Gallery.State, Gallery.Action> {
    let store = Store(initialState: Gallery.State()) {
      Gallery()
    }
    store.send(.open("Sunrise"))
    store.send(.open("Harbour"))
    let path = store.stackBinding(\.path, action: Gallery.Action.path)
    path.wrappedValue = [0]  // a back swipe: sends .path(.popFrom(id: 1))
    let screen = store.scope(state: \.path, id: 0, action: Gallery.Action.path)
    print(screen?.title ?? "")  // "Sunrise"
    print(store.path.count)  // 1
    return store
  }

  struct About: Reducer {
    struct State: Equatable {
      var version = "1.0"
    }

    enum Action: Equatable, Sendable {
      case closeTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .dismiss
    }
  }

  struct Library: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
    }

    enum Action: Equatable, Sendable {
      case aboutTapped
      case photoTapped(String)
      case destination(PresentationAction<Destination.Action>)
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case about(About.State)
        case detail(PhotoDetail.State)

        // For a view of the detail alone: `nil` in another case.
        var detail: PhotoDetail.State? { if case .detail(let state) = self { state } else { nil } }
      }

      enum Action: Equatable, Sendable {
        case about(About.Action)
        case detail(PhotoDetail.Action)
      }

      var body: some Reducer<State, Action> {
        Scope(state: State.about, action: Action.about) { About() }
        Scope(state: State.detail, action: Action.detail) { PhotoDetail() }
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .aboutTapped:
          state.destination = .about(About.State())
        case .photoTapped(let title):
          state.destination = .detail(PhotoDetail.State(title: title))
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: Action.destination) {
        Destination()
      }
    }
  }

  @MainActor
  func presentTheDetail() -> Store<PhotoDetail.State, PhotoDetail.Action>? {
    let store = Store(initialState: Library.State()) {
      Library()
    }
    store.send(.photoTapped("Harbour"))
    return store.scope(
      state: \.destination?.detail,
      action: { Library.Action.destination(.presented(.detail($0))) }
    )
  }
}

struct AlbumClient: Sendable {
  var album: @Sendable (_ photoTitle: String) async throws -> String
}

enum AlbumClientKey: DependencyKey {
  static let liveValue = AlbumClient { _ in "Holidays" }
}

extension DependencyValues {
  var albumClient: AlbumClient {
    get { self[AlbumClientKey.self] }
    set { self[AlbumClientKey.self] = newValue }
  }
}

extension NavigationArticle {
  struct Inbox: Reducer {
    struct State: Equatable {
      var messages = ["Welcome"]
      @PresentationState var alert: AlertState<Action.Alert>?
    }

    enum Action: Equatable, Sendable {
      case deleteTapped
      case alert(PresentationAction<Alert>)

      enum Alert: Equatable, Sendable {
        case confirmDeletion
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          state.alert = AlertState {
            TextState("Delete all messages?")
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

  @MainActor @Test func deletingAsksFirst() async {
    let store = TestStore(initialState: Inbox.State()) {
      Inbox()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete all messages?")
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
}

#if canImport(SwiftUI)
  extension NavigationArticle {
    struct InboxView: View {
      let store: Store<Inbox.State, Inbox.Action>

      var body: some View {
        Button("Delete all") { store.send(.deleteTapped) }
          .alert(store: store, state: \.alert, action: Inbox.Action.alert)
      }
    }
  }
#endif

extension NavigationArticle {
  struct Home: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, Sendable { case logoutTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Login: Reducer {
    struct State: Equatable { var email = "" }
    enum Action: Equatable, Sendable { case loginSucceeded }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Session: Reducer {
    enum State: Equatable {
      case loggedIn(Home.State)
      case loggedOut(Login.State)
    }

    enum Action: Equatable, Sendable {
      case loggedIn(Home.Action)
      case loggedOut(Login.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .loggedOut(.loginSucceeded) = action { state = .loggedIn(Home.State()) }
        return .none
      }
      .ifCaseLet(State.loggedIn, action: Action.loggedIn) { Home() }
      .ifCaseLet(State.loggedOut, action: Action.loggedOut) { Login() }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationArticleTests {
  @Test func aSessionSwitchesCaseWhenLoginSucceeds() async {
    let store = TestStore(initialState: NavigationArticle.Session.State.loggedOut(.init())) {
      NavigationArticle.Session()
    }
    await store.send(.loggedOut(.loginSucceeded)) { $0 = .loggedIn(NavigationArticle.Home.State()) }
  }

  let article = NavigationArticle()

  @Test func aBackSwipePopsTheScreensAbove() {
    let store = article.openTwoPhotosAndGoBack()
    #expect(store.path.ids == [0])
    #expect(store.path[id: 0]?.title == "Sunrise")
  }

  @Test func aStoreScopedToOneDestination() {
    let detail = article.presentTheDetail()
    #expect(detail?.title == "Harbour")
  }

  @Test func switchingDestinationIsANewInstance() {
    let store = Store(initialState: NavigationArticle.Library.State()) {
      NavigationArticle.Library()
    }
    store.send(.aboutTapped)
    #expect(store.destination == .about(NavigationArticle.About.State()))
    store.send(.destination(.presented(.about(.closeTapped))))
    #expect(store.destination == nil)
  }

  @Test func theParentClearsAPresentationTheViewDismissed() {
    let store = Store(initialState: NavigationArticle.Photos.State()) {
      NavigationArticle.Photos()
    }
    store.send(.photoTapped("Sunrise"))
    let isPresented = store.presentationBinding(\.detail, dismiss: .detailDismissed)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(store.detail == nil)
  }

  @Test func theViewDismissingTheAlertClearsIt() {
    let store = Store(initialState: NavigationArticle.Inbox.State()) {
      NavigationArticle.Inbox()
    }
    store.send(.deleteTapped)
    // What the alert modifier does when the platform dismisses the alert.
    let isPresented = store.presentationBinding(\.alert, dismiss: .alert(.dismiss))
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(store.alert == nil)
    #expect(store.messages == ["Welcome"])
  }
}
