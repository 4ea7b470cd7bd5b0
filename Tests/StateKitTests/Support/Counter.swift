import StateKit

/// The counter of the seed article: a count, a view that shows it with thousands grouped, a description
/// that says whether it is negative, and a colour.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 1000
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case view(ViewAction)
  }

  enum ViewAction: Equatable, Sendable {
    case plus
    case minus
  }

  struct ViewState: Equatable {
    enum Colour: Equatable { case green, red }
    var count: String
    var description: String
    var colour: Colour
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped, .view(.plus):
      state.count += 1
    case .decrementTapped, .view(.minus):
      state.count -= 1
    }
    return .none
  }
}

extension Counter.State {
  /// The view state: a pure projection of the state.
  var view: Counter.ViewState {
    Counter.ViewState(
      count: count.groupedByThousands,
      description: count >= 0 ? "0 or more" : "negative",
      colour: count >= 0 ? .green : .red
    )
  }
}

extension Int {
  /// `1234567` as `"1,234,567"`, independent of the machine's locale.
  var groupedByThousands: String {
    let digits = String(magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return self < 0 ? "-" + grouped : grouped
  }
}
