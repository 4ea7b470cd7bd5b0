import StateKit

/// What an exploration was given, ready to use: how to make a fresh store of the feature, the actions
/// it offers, the invariant, and what a generated test needs to build the same store.
@MainActor
struct ExplorationSetup<State, Action> {
  /// Makes a fresh runner: the feature's store at the initial state, with the dependencies built anew.
  let makeRunner: () -> FeatureRunner<State, Action>
  let actions: (State) -> [Action]
  /// Makes what shows the feature, for one sequence's store.
  let makeView: (Store<State, Action>) -> Any
  let invariant: (State) throws -> Void
  /// Whether two actions are the same: `==` when `Action` is `Equatable`, structurally otherwise.
  let isSameAction: (Action, Action) -> Bool
  /// The reducer's type, as a test writes it: `Cart`.
  let featureName: String
  /// The reducer as a test writes it: `Cart()`.
  let reducerSource: String
  /// The lines of a test store's `withDependencies:` closure that set up what the exploration did.
  let dependencyLines: [String]

  init<R: Reducer<State, Action>>(
    reducer: R,
    initialState: @escaping () -> State,
    actions: @escaping (State) -> [Action],
    prepareDependencies: @escaping (inout DependencyValues) -> Void,
    view: @escaping (Store<State, Action>) -> Any,
    invariant: @escaping (State) throws -> Void
  ) {
    let dependencies = { Self.dependencies(prepare: prepareDependencies) }
    self.makeRunner = {
      FeatureRunner(initialState: initialState, reducer: reducer, dependencies: dependencies())
    }
    self.actions = actions
    self.makeView = view
    self.invariant = invariant
    let comparison = StateComparison<Action>()
    self.isSameAction = comparison.isEqual
    self.featureName = dumpTypeName(R.self)
    self.reducerSource = Self.source(of: reducer, named: featureName)
    self.dependencyLines = Self.dependencyLines(dependencies())
  }

  /// The dependencies of a fresh store: test values of its own (not the test's, which every run would
  /// share: a shared value would carry one run's changes into the next), an `ImmediateClock` for each
  /// clock, and what the exploration's `withDependencies` sets, run once per store so that what it makes is
  /// new each time.
  static func dependencies(prepare: (inout DependencyValues) -> Void) -> DependencyValues {
    var dependencies = DependencyValues.forNewStore.inFreshTestContext
    dependencies.update { dependencies in
      dependencies.continuousClock = ImmediateClock()
      dependencies.suspendingClock = ImmediateClock()
      prepare(&dependencies)
    }
    return dependencies
  }

  /// The reducer as Swift: its memberwise initializer with the values of its properties,
  /// `Lookup(isFixed: false)`, leaving out the property wrappers' storage (`@Dependency`), which the
  /// initializer fills in; `Cart()` if it has no other property, or one that cannot be written as Swift.
  private static func source(of reducer: some Reducer, named name: String) -> String {
    var arguments: [String] = []
    for child in Mirror(reflecting: reducer).children {
      guard let label = child.label, !label.hasPrefix("_") else { continue }
      guard let value = swiftSource(child.value) else { return "\(name)()" }
      arguments.append("\(label): \(value)")
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// The clocks the exploration ran with (`ImmediateClock`, or a `TestClock` the exploration set), and a
  /// reminder of the other values it set, which a test must set too.
  private static func dependencyLines(_ dependencies: DependencyValues) -> [String] {
    func clock(_ clock: any Clock<Duration>, _ name: String) -> String {
      switch clock {
      case is ImmediateClock: "$0.\(name) = ImmediateClock()"
      case is TestClock: "$0.\(name) = TestClock()"
      default: "// Set $0.\(name) as explore's withDependencies did."
      }
    }
    var lines = [
      clock(dependencies.continuousClock, "continuousClock"),
      clock(dependencies.suspendingClock, "suspendingClock"),
    ]
    let others = dependencies.setValueCount - 2
    if others > 0 {
      let values = others == 1 ? "other value" : "\(others) other values"
      lines.append("// Set, too, the \(values) explore's withDependencies set.")
    }
    return lines
  }
}
