import StateKit

/// A form with one binding action for all its fields, and logic that reacts to one of them: the fixture
/// of the binding tests.
struct SettingsForm: Reducer {
  struct Address: Equatable, Sendable {
    var city = ""
    var postcode = ""
  }

  struct State: Equatable {
    var name = ""
    var nameError: String?
    var notificationsOn = false
    var nickname: String?
    var address = Address()
    var tags: [String] = []
    var validations = 0

    /// A computed field, whose key path the runtime describes with a memory address.
    var uppercasedName: String {
      get { name.uppercased() }
      set { name = newValue.lowercased() }
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
    case saved
    case signOutTapped

    var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.validations += 1
        state.nameError = state.name.isEmpty ? "A name is required." : nil
        return .none
      case .binding:
        return .none
      case .saveTapped:
        return .send(.saved)
      case .saved:
        return .none
      case .signOutTapped:
        return .send(.binding(.set(\.name, "")))
      }
    }
  }
}
