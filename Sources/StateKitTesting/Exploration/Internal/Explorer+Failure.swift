import StateKit

extension Explorer {
  /// Runs the failing sequence once more, keeping everything it did, and describes it: the trace, the
  /// test that fails the same way, and what the last step changed.
  func describe(_ found: Found) async -> ExplorationFailure<State, Action> {
    let run = makeRun()
    defer { run.end() }
    let initialState = run.state
    var steps: [[ExplorationRun<State, Action>.Entry]] = []
    var failure = found.failure
    for action in found.actions {
      let entries = await run.send(action)
      steps.append(entries)
      if let found = run.failure(in: entries, invariant: setup.invariant) {
        failure = found
        break
      }
    }
    var number = 0
    let trace = ActionTrace<State, Action>(
      initialState: initialState,
      steps: steps.joined().map { entry in
        number += 1
        return ActionTrace.Step(
          number: number, action: entry.action, origin: entry.origin, state: entry.after.state)
      }
    )
    let testSource = TestSource(
      setup: setup, initialState: initialState, steps: steps, failure: failure,
      hasEffectsInFlight: run.hasEffectsInFlight)
    let before = steps.last?.first?.before.state ?? initialState
    let difference =
      before == failure.state
      ? "" : FailureMessage.difference(from: before, to: failure.state, labels: ("before", "after"))
    return ExplorationFailure(
      actions: found.actions, state: failure.state, message: failure.message, testSource: testSource.text,
      trace: trace, summary: failure.summary, lastStepDifference: difference)
  }
}
