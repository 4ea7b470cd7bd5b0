import StateKit

extension Explorer {
  /// Removes actions from `found` while what is left still fails the same way, until removing any one
  /// action makes the failure go away; returns that sequence and how many sequences it ran.
  ///
  /// Removes chunks of halving sizes first (delta debugging), then single actions until a pass removes
  /// none. A sequence found exhaustively is already one of the shortest: only single actions are tried.
  func shrink(_ found: Found) async -> (Found, runs: Int) {
    var current = found
    var runs = 0
    var chunk = strategy == .exhaustive ? 1 : max(current.actions.count / 2, 1)
    while !current.actions.isEmpty {
      var removedAny = false
      var start = 0
      while start < current.actions.count {
        var candidate = current.actions
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        runs += 1
        if let smaller = await reproduce(candidate, as: current.failure.kind) {
          current = smaller
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk > 1 {
        chunk /= 2
      } else if !removedAny {
        break
      }
    }
    return (current, runs)
  }

  /// Runs `actions` in a fresh store, each only if it is offered in the state it would be sent in;
  /// returns the sequence up to the step that fails as `kind`, with its failure, or `nil` if an action is
  /// not offered, the sequence fails otherwise, or not at all.
  func reproduce(_ actions: [Action], as kind: ExploredFailure<State>.Kind) async -> Found? {
    guard !actions.isEmpty else { return nil }
    if kind == .nondeterminism {
      return await nondeterminism(of: actions)
    }
    let run = makeRun()
    defer { run.end() }
    for (index, action) in actions.enumerated() {
      guard !run.isDismissed, isOffered(action, in: run.state) else { return nil }
      let entries = await run.send(action)
      if let failure = run.failure(in: entries, invariant: setup.invariant) {
        return failure.kind == kind ? Found(actions: Array(actions[...index]), failure: failure) : nil
      }
    }
    return nil
  }

  func isOffered(_ action: Action, in state: State) -> Bool {
    setup.actions(state).contains { setup.isSameAction($0, action) }
  }
}
