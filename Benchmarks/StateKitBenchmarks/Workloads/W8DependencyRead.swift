import StateKit

extension Workload {
  /// The dependency reads, one workload for each place the value read can come from:
  /// - W8: W2 with a reducer that reads a dependency on every action, in a store created without
  ///   dependencies (live values): the cost of one read, over W2's.
  /// - W8b: W8 in a store created with the dependency set: the read finds the value set, and the store
  ///   runs every action with its dependencies in force.
  /// - W8c: W8 with the value read set by the feature's own body, with `.dependency`, as a parent sets a
  ///   child feature's: the override is put in force around every action.
  static func dependencyReads(_ scale: Scale) -> [Workload] {
    [
      dependencyRead(
        scale, name: "W8", overriddenBy: .none,
        summary: "W2 with one dependency read per action (live value, a store without dependencies)",
        targets: [.extraTime(atMostNanoseconds: 50, over: "W2")]),
      dependencyRead(
        scale, name: "W8b", overriddenBy: .store,
        summary: "W8 in a store created with withDependencies: setting the value read"),
      dependencyRead(
        scale, name: "W8c", overriddenBy: .reducer,
        summary: "W8 with the value read set by .dependency on the reducer"),
    ]
  }

  private static func dependencyRead(
    _ scale: Scale,
    name: String,
    overriddenBy override: SteppingStoreTrial.Override,
    summary: String,
    targets: [Target] = []
  ) -> Workload {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    return Workload(
      name: name,
      summary: summary,
      body: .trials(actions: actions) { SteppingStoreTrial(actions: actions, overriddenBy: override) },
      targets: targets
    )
  }
}

/// W8's, W8b's and W8c's trial: `actions` increments of one step, read from a dependency, sent to a root
/// store whose feature reads the live value, or a step set (to 1, so that the final count is the same)
/// by the store or by `.dependency` on the feature.
@MainActor
final class SteppingStoreTrial: Trial {
  /// Who sets the step the feature reads.
  enum Override {
    /// Nobody: the live value.
    case none
    /// The store, created `withDependencies:`.
    case store
    /// The feature's reducer, with `.dependency`.
    case reducer
  }

  private let actions: Int
  private let store: Store<CounterState, CounterAction>

  init(actions: Int, overriddenBy override: Override) {
    self.actions = actions
    switch override {
    case .none:
      store = Store(initialState: CounterState()) {
        SteppingCounter()
      }
    case .store:
      store = Store(initialState: CounterState()) {
        SteppingCounter()
      } withDependencies: {
        $0.step = 1
      }
    case .reducer:
      store = Store(initialState: CounterState()) {
        SteppingCounter()
          .dependency(\.step, 1)
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
