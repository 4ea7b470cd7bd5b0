import StateKit

extension Workload {
  /// W8: W2 with a reducer that reads a dependency on every action, in a store created without
  /// dependencies (live values): the cost of one read, over W2's.
  static func dependencyRead(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    return Workload(
      name: "W8",
      summary: "W2 with one dependency read per action (live value, a store without dependencies)",
      body: .trials(actions: actions) { SteppingStoreTrial(actions: actions, overridden: false) },
      targets: [.extraTime(atMostNanoseconds: 50, over: "W2")]
    )
  }

  /// W8b: W8 in a store created with the dependency set: the read finds the value set, and the store runs
  /// every action with its dependencies in force.
  static func overriddenDependencyRead(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    return Workload(
      name: "W8b",
      summary: "W8 in a store created with withDependencies: setting the value read",
      body: .trials(actions: actions) { SteppingStoreTrial(actions: actions, overridden: true) }
    )
  }
}

/// W8's and W8b's trial: `actions` increments of one step, read from a dependency, sent to a root store
/// created without dependencies or with the step set (to 1, so that the final count is the same).
@MainActor
final class SteppingStoreTrial: Trial {
  private let actions: Int
  private let store: Store<CounterState, CounterAction>

  init(actions: Int, overridden: Bool) {
    self.actions = actions
    if overridden {
      store = Store(initialState: CounterState()) {
        SteppingCounter()
      } withDependencies: {
        $0.step = 1
      }
    } else {
      store = Store(initialState: CounterState()) {
        SteppingCounter()
      }
    }
  }

  func run() {
    for _ in 0..<actions {
      store.send(.increment)
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(store.count == actions, "the count is \(store.count) after \(actions) increments of one")
    return nil
  }
}
