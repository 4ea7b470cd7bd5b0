import StateKit

extension Workload {
  /// W0, the limit: the counter's reducer called in a loop on an `inout` state, with no store around it.
  static func bareReducer(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 10_000_000, quick: 100_000)
    return Workload(
      name: "W0",
      summary: "the limit: the bare reducer called in a loop on an inout state, opaque to the optimizer",
      body: .trials(actions: actions) { BareReducerTrial(actions: actions) },
      showsRatioToBareReducer: false,
      // NB: An indirect call per action costs a nanosecond or more; a folded loop costs nothing.
      plausibleMinimumNanoseconds: 0.05
    )
  }
}

/// W0's trial: `actions` calls of the counter's reducer, through an existential, on one state.
@MainActor
final class BareReducerTrial: Trial {
  private let actions: Int
  private let reducer = counterReducerHiddenFromTheOptimizer()
  private var state = CounterState()

  init(actions: Int) {
    self.actions = actions
  }

  func run() {
    reduceRepeatedly(&state, with: reducer, times: actions)
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(state.count == actions, "the count is \(state.count) after \(actions) increments")
    return nil
  }
}

/// The counter's reducer, behind an existential whose concrete type is only known at run time.
///
/// Both branches run the counter; which type wraps it depends on the argument count, which the optimizer
/// cannot know, so it cannot devirtualize the call, inline the reducer and fold W0's loop into one
/// addition.
private func counterReducerHiddenFromTheOptimizer() -> any Reducer<CounterState, CounterAction> {
  CommandLine.argc < 1_000 ? Counter() : Reduce(Counter())
}

/// Runs `reducer` `times` times on `state`, as a store would: one call per action, effects discarded.
@inline(never)
private func reduceRepeatedly(
  _ state: inout CounterState,
  with reducer: any Reducer<CounterState, CounterAction>,
  times: Int
) {
  for _ in 0..<times {
    _ = reducer.reduce(into: &state, action: .increment)
  }
}
