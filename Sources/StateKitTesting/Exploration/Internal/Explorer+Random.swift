import StateKit

extension Explorer {
  /// Runs `runs` sequences of random offered actions, each up to the maximum depth, drawn from `seed`;
  /// returns the first that fails.
  func exploreRandomly(seed: UInt64, runs: Int) async -> Found? {
    var generator = SeededGenerator(seed: seed)
    let root = makeRun()
    defer { root.end() }
    if let found = checkInitialState(of: root) { return found }
    for _ in 0..<max(runs, 0) {
      let run = makeRun()
      defer { run.end() }
      sequencesRun += 1
      var actions: [Action] = []
      while actions.count < maxDepth, !run.isDismissed {
        let offered = offeredActions(in: run.state)
        guard !offered.isEmpty else { break }
        let action = offered[Int.random(in: offered.indices, using: &generator)]
        actions.append(action)
        actionsSent += 1
        let entries = await run.send(action)
        if let failure = run.failure(in: entries, invariant: setup.invariant) {
          return Found(actions: actions, failure: failure)
        }
        recordStates(of: entries)
      }
      if failureContext.hasFailed { return nil }
      if samplesDeterminism(ofSequence: sequencesRun), let found = await nondeterminism(of: actions) {
        return found
      }
    }
    return nil
  }
}
