import StateKitTesting
import Testing

// The README's "Forms" section, verbatim but for the namespace: if this stops compiling or passing, the
// README is wrong.

enum FormsReadme {
  struct Settings: Reducer {
    struct State: Equatable {
      var name = ""
      var nameError: String?
      var notificationsOn = false
    }

    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case saveTapped
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.nameError = state.name.isEmpty ? "A name is required." : nil
          return .none
        case .binding, .saveTapped:
          return .none
        }
      }
    }
  }

  /// The feature around the section's `onChange(of:)` body.
  struct Search: Reducer {
    struct State: Equatable {
      var items = ["swift", "swiftui", "rust"]
      var query = ""
      var results: [String] = []
    }

    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)

      var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
        .onChange(of: \.query) { oldValue, newValue in
          Reduce { state, _ in
            state.results = state.items.filter { newValue.isEmpty || $0.contains(newValue) }
            return .none
          }
        }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FormsSectionTests {
  typealias Settings = FormsReadme.Settings
  typealias Search = FormsReadme.Search

  @Test func aTestSendsWhatTheControlWould() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.notificationsOn, true))) { $0.notificationsOn = true }
    await store.send(.binding(.set(\.name, "Blob"))) { $0.name = "Blob" }
    await store.send(.binding(.set(\.name, ""))) {
      $0.name = ""
      $0.nameError = "A name is required."
    }
  }

  @Test func aStoreBindsAField() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let name = store.binding(\.name)

    name.wrappedValue = "Blob"
    name.wrappedValue = ""

    #expect(store.name == "")
    #expect(store.nameError == "A name is required.")
  }

  @Test func onChangeFiltersAgainWhenTheQueryChanged() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.binding(.set(\.query, "swift"))) {
      $0.query = "swift"
      $0.results = ["swift", "swiftui"]
    }
    await store.send(.binding(.set(\.query, "swift")))  // the same query changes nothing
  }
}
