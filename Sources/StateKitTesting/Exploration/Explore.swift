public import StateKit

/// Tries sequences of actions on a feature, with their effects, and reports the shortest one that breaks
/// `invariant`, with a test that fails the same way.
///
/// ```swift
/// let report = await explore(
///   Cart(),
///   from: Cart.State(),
///   actions: { state in [.add(1), .add(2), .remove(1), .checkout] + state.items.map { .remove($0.id) } },
///   maxDepth: 8,
///   strategy: .exhaustive,
///   withDependencies: { $0.uuid = .incrementing },
///   invariant: { state in
///     if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
///   }
/// )
/// #expect(report.failure == nil, "\(report)")
/// ```
///
/// Each sequence starts from the initial state in a fresh store, as a `TestStore` runs the feature: test
/// dependencies, with an `ImmediateClock` for `\.continuousClock` and `\.suspendingClock` unless
/// `prepareDependencies` sets another, and each action's effects run until they end or wait on something
/// outside the store, the actions they send reduced as they arrive. The invariant is checked after
/// every action reduced, sent or fed back. A runtime warning (an action for a missing element, an
/// effect's error no `catch:` handles) fails a sequence too, and so do effects that feed actions back
/// without end (more than a test store lets them in one step).
///
/// `.exhaustive` tries every sequence of offered actions up to `maxDepth`, shortest first, and expands a
/// state once for each set of effects in flight it is reached with (a response still to come is another
/// place to explore from), so the failure it finds is one of the shortest and
/// ``ExplorationReport/distinctStates`` counts every state within the depth. `.random(seed:runs:)`
/// tries `runs` random sequences, the same ones for the same seed. The failing sequence is shrunk until
/// removing any one action makes the failure go away, each action still offered where it is sent.
///
/// `checks` adds the library's own invariants, which the feature's state cannot show: no effect outlives
/// the child it was started for (``ExplorationChecks/leakedEffects``), and the same sequence reaches the
/// same states in two fresh stores (``ExplorationChecks/determinism``: the failing sequence, and a sample
/// of the passing ones), and no store or observer that `view` made outlives the state it shows
/// (``ExplorationChecks/leakedStores``). All of them by default; the report says which ran.
///
/// A test failure while exploring (a dependency the test did not set) stops the exploration.
///
/// - Parameters:
///   - reducer: The feature.
///   - initialState: The state every sequence starts from, built in each fresh store with its
///     dependencies in force.
///   - actions: The actions a sequence may send in a state: what a user could do there.
///   - maxDepth: The most actions a sequence sends (not counting those effects send). 8 by default.
///   - strategy: How sequences are chosen: ``ExplorationStrategy/exhaustive`` by default.
///   - checks: The library invariants checked besides `invariant`: ``ExplorationChecks/all`` by default,
///     `.all.subtracting(.determinism)` for every one but determinism.
///   - prepareDependencies: Sets the dependencies, as a `TestStore`'s `withDependencies:` does; runs once
///     for each fresh store, so what it creates (a `TestClock`, `.incrementing` UUIDs) is new for each
///     sequence. An action whose effect advances a `TestClock` it sets explores timing.
///   - view: Makes what shows the feature in the app, once for each sequence, with that sequence's store:
///     a view controller or view model that scopes a store for each child or row and observes it. What it
///     returns is kept while the sequence runs; the leaked-stores check fails a step after which a store
///     it scoped, or an observer it added, is still alive though the state it shows is gone. Without it
///     nothing scopes stores, and that check has nothing to look at.
///   - invariant: Throws (an ``InvariantViolation``, or any error) if a state is wrong.
/// - Returns: What was explored, and the failure found, if any.
@MainActor
public func explore<R: Reducer>(
  _ reducer: R,
  from initialState: @escaping @autoclosure () -> R.State,
  actions: @escaping (_ state: R.State) -> [R.Action],
  maxDepth: Int = 8,
  strategy: ExplorationStrategy = .exhaustive,
  checks: ExplorationChecks = .all,
  withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in },
  view: @escaping @MainActor (_ store: Store<R.State, R.Action>) -> Any = { _ in () },
  invariant: @escaping (_ state: R.State) throws -> Void
) async -> ExplorationReport<R.State, R.Action> where R.State: Equatable {
  let setup = ExplorationSetup(
    reducer: reducer, initialState: initialState, actions: actions,
    prepareDependencies: prepareDependencies, view: view, invariant: invariant)
  return await Explorer(setup: setup, maxDepth: maxDepth, strategy: strategy, checks: checks).explore()
}
