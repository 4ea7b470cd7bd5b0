import StateKit

/// What `explore` does: tries sequences of actions, each in a fresh store, as its strategy chooses;
/// shrinks the first that fails; and reports.
@MainActor
final class Explorer<State: Equatable, Action> {
  /// A sequence that failed, and how.
  struct Found {
    var actions: [Action]
    var failure: ExploredFailure<State>
  }

  let setup: ExplorationSetup<State, Action>
  let maxDepth: Int
  let strategy: ExplorationStrategy
  /// The library invariants checked besides the user's.
  let checks: ExplorationChecks
  /// How many sequences the exploration ran, and how many actions they sent, replays of known prefixes
  /// included (each sequence runs from the start).
  var sequencesRun = 0
  var actionsSent = 0
  /// The dumps of every state reached: structural identity, without asking `State` to be `Hashable`.
  var distinctStates: Set<String> = []
  /// How many sequences the determinism check ran twice.
  var determinismRuns = 0
  /// Dumps the states, learning their types once.
  let dumper = ValueDumper()
  /// Collects the test failures raised while exploring (a dependency the test did not set): one stops
  /// the exploration, which would raise it again for every sequence.
  let failureContext = FailureContext(prefix: "While exploring")

  init(
    setup: ExplorationSetup<State, Action>, maxDepth: Int, strategy: ExplorationStrategy,
    checks: ExplorationChecks
  ) {
    self.setup = setup
    self.maxDepth = max(maxDepth, 0)
    self.strategy = strategy
    self.checks = checks
  }

  /// Explores, shrinks what fails, and reports.
  func explore() async -> ExplorationReport<State, Action> {
    await TestFailure.$context.withValue(failureContext) {
      let clock = ContinuousClock()
      let start = clock.now
      let found =
        switch strategy {
        case .exhaustive: await exploreExhaustively()
        case .random(let seed, let runs): await exploreRandomly(seed: seed, runs: runs)
        }
      var explored = ExplorationReport<State, Action>.Tally(
        strategy: strategy, maxDepth: maxDepth, feature: setup.featureName, sequencesRun: sequencesRun,
        actionsSent: actionsSent, distinctStates: distinctStates.count, duration: clock.now - start,
        stoppedByTestFailure: failureContext.hasFailed, checks: checks, determinismRuns: determinismRuns)
      guard let found else { return ExplorationReport(tally: explored, failure: nil) }
      let shrinkStart = clock.now
      var (shrunk, shrinkRuns) = await shrink(found)
      if checks.contains(.determinism), shrunk.failure.kind != .nondeterminism,
        let differing = await nondeterminism(of: shrunk.actions)
      {
        // NB: A failure the same sequence does not reach every time is first of all nondeterministic.
        shrunk = differing
      }
      explored.determinismRuns = determinismRuns
      let shrinking = ExplorationReport<State, Action>.Shrinking(
        originalLength: found.actions.count, runs: shrinkRuns, duration: clock.now - shrinkStart)
      let failure = await describe(shrunk)
      return ExplorationReport(tally: explored, failure: failure, shrinking: shrinking)
    }
  }

  // MARK: - Runs

  /// A fresh run of the feature, checking `checks` after each step (the exploration's by default).
  func makeRun(checks: ExplorationChecks? = nil) -> ExplorationRun<State, Action> {
    ExplorationRun(runner: setup.makeRunner(), checks: checks ?? self.checks, makeView: setup.makeView)
  }

  /// Counts the states `entries` left among the distinct states; returns the dump of the last one.
  @discardableResult
  func recordStates(of entries: [ExplorationRun<State, Action>.Entry]) -> String? {
    var last: String?
    for entry in entries {
      let key = dumper.render(entry.after.state)
      distinctStates.insert(key)
      last = key
    }
    return last
  }

  /// The actions offered in `state`, each once.
  func offeredActions(in state: State) -> [Action] {
    var actions: [Action] = []
    for action in setup.actions(state) where !actions.contains(where: { setup.isSameAction($0, action) }) {
      actions.append(action)
    }
    return actions
  }

  /// The failure of the initial state, if it breaks the invariant; counts it among the distinct states.
  func checkInitialState(of run: ExplorationRun<State, Action>) -> Found? {
    let state = run.state
    distinctStates.insert(dumper.render(state))
    do {
      try setup.invariant(state)
      return nil
    } catch {
      return Found(
        actions: [],
        failure: ExploredFailure(
          kind: .invariant(errorType: String(reflecting: type(of: error))), message: "\(error)",
          state: state, entryIndex: nil))
    }
  }
}
