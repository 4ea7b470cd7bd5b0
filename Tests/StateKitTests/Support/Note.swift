import StateKit

/// A child feature whose action is not `Equatable`, for features composed by their cases alone: it edits
/// a text, saves it through an effect, and dismisses itself.
struct Note: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var text = ""
    var saves = 0
  }

  enum Action: Sendable {
    case edited(String)
    case saveTapped
    case saved(Result<Int, any Error>)
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .edited(let text):
      state.text = text
      return .none
    case .saveTapped:
      return .send(.saved(.success(state.text.count)))
    case .saved(.success):
      state.saves += 1
      return .none
    case .saved(.failure):
      return .none
    case .closeTapped:
      return .dismiss
    }
  }
}
