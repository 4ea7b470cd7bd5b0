import StateKit

/// A feature with independent parts, to show which observers a change reaches.
struct Profile: Reducer {
  struct Header: Equatable, Sendable {
    var title = "Ada"
    var subtitle = "Engineer"
  }

  struct State: Equatable, Sendable {
    var header = Header()
    var visits = 0
  }

  enum Action: Equatable, Sendable {
    case titleChanged(String)
    case subtitleChanged(String)
    case visited
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title): state.header.title = title
    case .subtitleChanged(let subtitle): state.header.subtitle = subtitle
    case .visited: state.visits += 1
    }
    return .none
  }
}
