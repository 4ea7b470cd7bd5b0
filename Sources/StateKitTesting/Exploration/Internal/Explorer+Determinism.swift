import StateKit

extension Explorer {
  /// Whether the `number`th sequence run is among the passing ones the determinism check runs twice: the
  /// first ``determinismSampleHead``, the shortest, then one in ``determinismSampleStride``.
  func samplesDeterminism(ofSequence number: Int) -> Bool {
    checks.contains(.determinism)
      && (number <= Self.determinismSampleHead || number % Self.determinismSampleStride == 0)
  }

  static var determinismSampleHead: Int { 16 }
  static var determinismSampleStride: Int { 64 }

  /// Runs `actions` twice, each time in a fresh store, and compares the states every step reaches;
  /// returns the sequence up to the first step whose states differ, with a failure naming it, the key
  /// paths that differ, and the dependency that would control them. `nil` if the runs agree, or if an
  /// action is not offered where it is sent.
  func nondeterminism(of actions: [Action]) async -> Found? {
    determinismRuns += 1
    guard let first = await statesReached(by: actions), let second = await statesReached(by: actions)
    else { return nil }
    for step in first.indices {
      let (one, other) = (first[step], second[step])
      guard let index = one.indices.first(where: { $0 >= other.count || one[$0] != other[$0] })
      else { continue }
      let stateTwice = other.indices.contains(index) ? other[index] : other.last ?? one[index]
      let place = step == 0 ? "the initial state" : "step \(step) (\(StateKit.dump(actions[step - 1])))"
      let mismatch = ValueMismatch(one[index], stateTwice)
      let message = """
        Two runs of the sequence, each in a fresh store, differ first at \(place), at \(mismatch.paths):
        \(mismatch.difference(from: one[index], to: stateTwice))
        \(mismatch.suggestion)
        """
      return Found(
        actions: Array(actions.prefix(step)),
        failure: ExploredFailure(kind: .nondeterminism, message: message, state: one[index], entryIndex: nil))
    }
    return nil
  }

  /// The states `actions` reach in a fresh store, each step's in order, the initial state as step 0;
  /// `nil` if an action is not offered where it is sent, or the feature dismissed itself before it.
  private func statesReached(by actions: [Action]) async -> [[State]]? {
    let run = makeRun(checks: [])
    defer { run.end() }
    var states = [[run.state]]
    for action in actions {
      guard !run.isDismissed, isOffered(action, in: run.state) else { return nil }
      states.append(await run.send(action).map(\.after.state))
      run.forgetProblems()
    }
    return states
  }
}
