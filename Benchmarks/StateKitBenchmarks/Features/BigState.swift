import StateKit

/// A count beside a large array: a state that is expensive to copy or compare (W4, W4b).
struct BigState: CountingState, Equatable, Sendable {
  var count = 0
  var values: [Int]

  /// A state whose array holds `0..<valueCount`.
  init(valueCount: Int) {
    values = Array(0..<valueCount)
  }
}

/// Applies counter actions to ``BigState``'s count, and writes single elements of its array (W4, W4b).
struct BigFeature: Reducer {
  /// What can happen to a ``BigState``.
  enum Action: Equatable, Sendable {
    /// A counter action, for the count.
    case counter(CounterAction)
    /// Writes `value` at `index` of the array, in place.
    case setValue(index: Int, value: Int)
  }

  func reduce(into state: inout BigState, action: Action) -> Effect<Action> {
    switch action {
    case .counter(let action):
      state.apply(action)
    case .setValue(let index, let value):
      state.values[index] = value
    }
    return .none
  }
}
