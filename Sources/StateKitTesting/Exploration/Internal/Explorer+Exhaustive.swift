import StateKit

extension Explorer {
  /// A place the exhaustive search reached: the first sequence that reached it, and the state there.
  struct Node {
    let actions: [Action]
    let state: State
  }

  /// Tries every sequence of offered actions up to the maximum depth, breadth-first, expanding each
  /// state once for each set of effects in flight it is reached with; returns the first that fails,
  /// which no shorter sequence does.
  ///
  /// A store cannot be copied while effects run, so each sequence runs from the start in a fresh store:
  /// the node's sequence is replayed, unchecked (it was checked when the node was reached), then the new
  /// action is sent and checked.
  func exploreExhaustively() async -> Found? {
    let root = makeRun()
    defer { root.end() }
    if let found = checkInitialState(of: root) { return found }
    var seen: Set<String> = [Self.key(state: dumper.render(root.state), inFlight: root.inFlightSignature)]
    var frontier = [Node(actions: [], state: root.state)]
    for _ in 0..<maxDepth {
      var next: [Node] = []
      for node in frontier {
        for action in offeredActions(in: node.state) {
          let run = makeRun()
          defer { run.end() }
          sequencesRun += 1
          actionsSent += node.actions.count + 1
          await replay(node.actions, in: run)
          let entries = await run.send(action)
          if let failure = run.failure(in: entries, invariant: setup.invariant) {
            return Found(actions: node.actions + [action], failure: failure)
          }
          if failureContext.hasFailed { return nil }
          if samplesDeterminism(ofSequence: sequencesRun),
            let found = await nondeterminism(of: node.actions + [action])
          {
            return found
          }
          let last = recordStates(of: entries)
          guard !run.isDismissed else { continue }
          let state = run.state
          let stateKey = last.flatMap { entries[entries.count - 1].after.state == state ? $0 : nil }
          let key = Self.key(state: stateKey ?? dumper.render(state), inFlight: run.inFlightSignature)
          if seen.insert(key).inserted {
            next.append(Node(actions: node.actions + [action], state: state))
          }
        }
      }
      guard !next.isEmpty else { break }
      frontier = next
    }
    return nil
  }

  /// Sends `actions` in `run`, forgetting what they did: a prefix already explored.
  func replay(_ actions: [Action], in run: ExplorationRun<State, Action>) async {
    for action in actions {
      _ = await run.send(action)
      run.forgetProblems()
    }
  }

  /// What tells two places apart: the state, and the effects in flight.
  private static func key(state: String, inFlight: String) -> String {
    inFlight.isEmpty ? state : state + "\u{0}" + inFlight
  }
}
