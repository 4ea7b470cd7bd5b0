import StateKit

/// A dial of 1,000 positions with five moves: every position is within eight moves of 0, and fewer
/// positions are than eight moves would allow, so an exhaustive exploration to depth 8 meets many states
/// more than once (X1).
struct Dial: Reducer {
  struct State: Equatable, Sendable {
    var position = 0
  }

  enum Action: Equatable, Sendable, CaseIterable {
    case step
    case leap
    case double
    case triple
    case spin
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .step: state.position = (state.position + 1) % 1_000
    case .leap: state.position = (state.position + 7) % 1_000
    case .double: state.position = state.position * 2 % 1_000
    case .triple: state.position = state.position * 3 % 1_000
    case .spin: state.position = (state.position * 5 + 1) % 1_000
    }
    return .none
  }
}
