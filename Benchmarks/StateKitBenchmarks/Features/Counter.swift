import StateKit

/// A state with a count: what every workload's actions change, so that all of them run the same logic.
protocol CountingState {
  /// How many increments the state has received.
  var count: Int { get set }
}

/// The action every workload sends, in one form or another.
enum CounterAction: Equatable, Sendable {
  /// Adds one to the count.
  case increment
}

extension CountingState {
  /// The one piece of feature logic the workloads share: what a ``CounterAction`` does to a count.
  ///
  /// Each workload's reducer is a plain, non-generic type that calls this, as a user's reducer would be;
  /// the benchmark module specializes it for each state.
  mutating func apply(_ action: CounterAction) {
    switch action {
    case .increment:
      count += 1
    }
  }
}

/// The smallest state: a count and nothing else (W0, W1, W2, W5's innermost level, W6).
struct CounterState: CountingState, Equatable, Sendable {
  var count = 0
}

/// The counter feature: applies ``CounterAction``s to a ``CounterState`` and starts no effects.
struct Counter: Reducer {
  func reduce(into state: inout CounterState, action: CounterAction) -> Effect<CounterAction> {
    state.apply(action)
    return .none
  }
}
