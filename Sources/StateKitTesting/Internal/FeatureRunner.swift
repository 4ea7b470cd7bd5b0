import StateKit

/// Runs a feature in a real `Store` the way a test runs it: with test dependencies, every asynchronous
/// part of its effects on an ``EffectExecutor`` that a step drains, and a ``Timeline`` of every action the
/// store processes, with the state before and after it.
///
/// `TestStore` asserts what its runner's timeline recorded; exploration (`explore`) checks an invariant
/// against it, in a fresh runner for every sequence of actions it tries.
@MainActor
final class FeatureRunner<State, Action> {
  let store: Store<State, Action>
  let ledger: EffectLedger
  let interceptor: EffectInterceptor<Action>
  let timeline: Timeline<State, Action>
  let currentDependencies: CurrentDependencies
  /// The state the store started from.
  let initialState: State
  /// The state the store holds, without observing it as reading the store's `state` does.
  var state: State {
    timeline.latestState ?? initialState
  }
  /// What a dismissal of the feature itself does (it returned `Effect.dismiss` with no presentation
  /// around it): set by the owner.
  var onDismissRoot: () -> Void = {}

  /// Creates a store of `reducer` at the state `initialState` builds with `dependencies` in force.
  init<R: Reducer<State, Action>>(
    initialState: () -> State,
    reducer: R,
    dependencies: DependencyValues
  ) {
    TestFailure.installIssueReporter()
    let ledger = EffectLedger(executor: EffectExecutor())
    let interceptor = EffectInterceptor<Action>(ledger: ledger)
    let currentDependencies = CurrentDependencies(dependencies)
    self.ledger = ledger
    self.interceptor = interceptor
    self.timeline = Timeline(ledger: ledger, interceptor: interceptor)
    self.currentDependencies = currentDependencies
    let initialState = withDependencies({ $0 = dependencies }, operation: initialState)
    self.initialState = initialState
    self.store = Store(
      initialState: initialState,
      reducer: Reduce<State, Action>(
        { state, action in
          currentDependencies.values.reduce(into: &state, action: action) { state, action in
            interceptor.reduce(reducer.reduce(into:action:), into: &state, action: action)
          }
        },
        routingDismissalsThrough: reducer
      )
    )
    store.attach(timeline.probe { [weak self] in self?.onDismissRoot() })
  }

  /// The dependencies a new runner starts with: test values, but for what `prepare` sets.
  static func testDependencies(prepare: (inout DependencyValues) -> Void) -> DependencyValues {
    var dependencies = DependencyValues.forNewStore
    dependencies.context = .test
    dependencies.update(prepare)
    return dependencies
  }

  /// Sends `action` to the store, which reduces it and everything it feeds back synchronously; the
  /// effects it starts join `group` and run on the ledger's executor.
  ///
  /// The runtime warnings the reducer or those effects raise go to `warn`, unless a
  /// `RuntimeWarning.handler` is in force.
  func process(
    _ action: Action,
    description: @escaping () -> String,
    group: Int,
    warn: @escaping @Sendable (String) -> Void
  ) {
    timeline.pendingSend = Timeline.PendingSend(group: group, describe: description)
    defer { timeline.pendingSend = nil }
    let hooks = TestStoreHooks(startTask: ledger.executor.taskStarter, warn: warn)
    TestStoreHooks.$current.withValue(hooks) {
      _ = store.send(action)
    }
  }

  /// Runs the effects until each has ended or waits on something outside the store: what every step
  /// does before it returns.
  func settle() async {
    await ledger.settle()
  }
}
