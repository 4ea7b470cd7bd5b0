import StateKit

/// One sequence of an exploration, in a fresh store: sends its actions one at a time, lets their effects
/// run as a test step does, and finds what went wrong, if anything.
///
/// The store is a ``FeatureRunner``'s, as a test store's is: the effects run on its executor until they
/// end or wait on something outside the store, the actions they feed back are reduced when they arrive,
/// and its timeline keeps each one with the state it left. What would fail a test step fails the run
/// instead: a runtime warning, and effects that feed back more than a test store lets them.
@MainActor
final class ExplorationRun<State, Action> {
  typealias Entry = Timeline<State, Action>.Entry

  let runner: FeatureRunner<State, Action>
  /// The library invariants the run checks after each step besides warnings and runaways.
  let checks: ExplorationChecks
  /// The state before each step sent so far, the first step's first: what the leaked-effects check
  /// compares the steps with.
  private(set) var statesBeforeSteps: [State] = []
  /// Whether the feature dismissed itself: it takes no more actions.
  private(set) var isDismissed = false
  private let warnings = LockedState<[String]>([])
  private var runaway: String?
  private(set) var lastGroup = 0
  /// The stores made while the run sends its actions or makes its view: what the leaked-stores check
  /// reads.
  let census = StoreCensus()
  /// What shows the feature, made by the exploration's `view` for this run's store; kept until the run
  /// ends.
  private var view: Any?

  init(
    runner: FeatureRunner<State, Action>, checks: ExplorationChecks,
    makeView: (Store<State, Action>) -> Any
  ) {
    self.runner = runner
    self.checks = checks
    let view: Any = census.takingSynchronously { makeView(runner.store) }
    self.view = view
    runner.timeline.onRunaway = { [weak self] _ in self?.stopRunawayEffects() }
    runner.onDismissRoot = { [weak self] in self?.dismiss() }
  }

  /// The state the store holds.
  var state: State { runner.state }

  /// Sends `action` and lets the effects run until they end or wait on something outside the store;
  /// returns every action the store processed meanwhile, the sent one first.
  func send(_ action: Action) async -> [Entry] {
    lastGroup += 1
    if checks.contains(.leakedEffects) { statesBeforeSteps.append(state) }
    // NB: A step location resets the timeline's count of actions fed back, and lets it report a runaway.
    runner.timeline.stepLocation = Self.location
    await census.taking {
      runner.process(
        action, description: { describe(action) }, group: lastGroup,
        warn: { [warnings] message in warnings.withLock { $0.append(message) } })
      await runner.settle()
    }
    return runner.timeline.takeAll()
  }

  /// What went wrong in the step that processed `entries`: the first state among them that breaks
  /// `invariant`, else the first runtime warning the step raised, else a runaway of its effects, else an
  /// effect that outlives the child the step removed.
  func failure(in entries: [Entry], invariant: (State) throws -> Void) -> ExploredFailure<State>? {
    // NB: Indices rather than `enumerated()`, whose iterator costs metadata lookups in this generic code.
    for index in entries.indices {
      do {
        try invariant(entries[index].after.state)
      } catch {
        return ExploredFailure(
          kind: .invariant(errorType: String(reflecting: type(of: error))), message: "\(error)",
          state: entries[index].after.state, entryIndex: index)
      }
    }
    if let warning = takeWarning() {
      return ExploredFailure(kind: .runtimeWarning, message: warning, state: state, entryIndex: nil)
    }
    if let runaway {
      self.runaway = nil
      return ExploredFailure(kind: .runaway, message: runaway, state: state, entryIndex: nil)
    }
    if checks.contains(.leakedEffects), let leak = leakedEffect() {
      return ExploredFailure(kind: .leakedEffect, message: leak, state: state, entryIndex: nil)
    }
    if checks.contains(.leakedStores), let leak = leakedStore() {
      return ExploredFailure(kind: .leakedStore, message: leak, state: state, entryIndex: nil)
    }
    return nil
  }

  /// Forgets the warnings and runaway of the steps so far: what replaying a sequence already checked
  /// does.
  func forgetProblems() {
    _ = takeWarning()
    runaway = nil
  }

  /// The first warning raised since the last time, which it forgets with the others.
  private func takeWarning() -> String? {
    warnings.withLock { warnings in
      defer { if !warnings.isEmpty { warnings = [] } }
      return warnings.first
    }
  }

  /// The effects in flight, as ``EffectLedger/inFlightSignature`` describes them.
  var inFlightSignature: String {
    runner.ledger.inFlightSignature
  }

  /// Whether an effect can still feed something back.
  var hasEffectsInFlight: Bool {
    !runner.ledger.inFlightSignature.isEmpty
  }

  /// Cancels the effects still running and runs what their cancellation lets run, so that the run leaves
  /// nothing behind.
  func end() {
    view = nil
    _ = runner.ledger.skipAll()
    runner.ledger.executor.drain()
  }

  // MARK: - What a test store would fail

  private func stopRunawayEffects() {
    let running = runner.ledger.skipAll()
    runaway = FailureMessage.runawayEffects(
      received: Timeline<State, Action>.maximumActionsPerStep, running: running,
      last: runner.timeline.history.suffix(3))
  }

  private func dismiss() {
    isDismissed = true
    runner.store.cancelEffects()
  }

  /// Where a runaway is reported: nowhere a test sees, since the run reports it as a failure.
  private static var location: CodeLocation {
    CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
  }
}
