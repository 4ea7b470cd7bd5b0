import StateKit

/// The text of every failure a test store reports: what happened, then how to fix it.
enum FailureMessage {
  /// How many key paths a message lists before it summarises the rest.
  static let maxListedChanges = 20

  /// (1) The state after a step differs from what the test expected.
  static func stateMismatch<State>(
    expected: StateSnapshot<State>, actual: StateSnapshot<State>, step: String
  ) -> String {
    """
    The state after \(step) is not what the test expected. Change the assertion closure to describe \
    what the action does (or fix the feature).
    \(difference(from: expected, to: actual, labels: ("expected", "actual")))
    """
  }

  /// (2) The state changed, and the test asserted nothing.
  static func unassertedStateChange<State>(
    before: StateSnapshot<State>, after: StateSnapshot<State>, step: String
  ) -> String {
    let example = suggestedAssertion(changes(from: before, to: after)).map { ", such as `\($0)`" }
    return """
      The state changed when \(step), but the test did not assert it. Describe the change in a closure \
      after the action\(example ?? ""); or leave these key paths out with `exhaustivity = .on(ignoring: …)`, \
      or turn exhaustivity `.off`.
      \(difference(from: before, to: after, labels: ("before", "after")))
      """
  }

  /// (2c) A step with an assertion closure changed nothing: the closure asserted nothing (TCA's rule).
  static func unnecessaryAssertion(step: String, at location: CodeLocation) -> String {
    """
    Expected state to change, but no change occurred when \(step) (line \(location.line)).

    The trailing closure made no observable modifications to state. If no change to state is expected, \
    omit the trailing closure: `\(step.hasPrefix("sending") ? "await store.send(…)" : "await store.receive(…)")` \
    without `{ … }`.
    """
  }

  /// (2b) The state changed between two steps, with no step of the test that made the change.
  static func changeBetweenSteps<State>(
    before: StateSnapshot<State>, after: StateSnapshot<State>, step: String
  ) -> String {
    """
    The state changed before \(step), but not by an action: an effect changed it while the test let it \
    run (a `send.dismiss()` while the clock advanced, say), or a shared value was changed outside the \
    store. Assert the change where it happens, with `store.assert { … }` after the step that let it \
    happen.
    \(difference(from: before, to: after, labels: ("asserted", "actual")))
    """
  }

  /// An assertion closure that makes `changes` (`{ $0.count = 1; $0.title = "a" }`), when their paths
  /// and values read as Swift; `nil` when none does.
  static func suggestedAssertion(_ changes: [ValueChange]) -> String? {
    let pathCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]?")
    let assignments = changes.compactMap { change -> String? in
      guard change.kind == .changed, let value = change.after, !value.contains("…"),
        change.path.hasPrefix("\\."), change.path != "\\.self",
        change.path.dropFirst().allSatisfy(pathCharacters.contains)
      else { return nil }
      return "$0\(change.path.dropFirst()) = \(value)"
    }
    guard !assignments.isEmpty, assignments.count <= 3 else { return nil }
    return "{ " + assignments.joined(separator: "; ") + " }"
  }

  /// (3) Actions fed back by effects were not received before `moment` ("sending …", "finish()", …).
  static func unassertedReceivedActions(_ actions: [String], before moment: String) -> String {
    """
    \(count(actions.count, "action")) fed back by effects \(actions.count == 1 ? "was" : "were") not \
    received before \(moment):
    \(list(actions))
    Assert each one with `await store.receive(…)` in the order they arrived, or skip them with \
    `store.skipReceivedActions()`.
    """
  }

  /// (4) `receive` waited for an action that did not come.
  static func neverReceived(
    _ expectation: String,
    received: [String],
    skipped: [String],
    running: [EffectLedger.RunningEffect],
    timeout: Duration?
  ) -> String {
    let why =
      if let timeout {
        """
        nothing arrived within \(timeout), while \(count(running.count, "effect")) kept running:
        \(list(running.map(describe)))
        If an effect waits on a TestClock, advance the clock before receiving; if it does slow real work, \
        pass a longer `timeout:` to this receive, or raise `store.timeout`.
        """
      } else {
        """
        no effect is running any more, so it can never come. Check that the feature starts the effect \
        that sends it, and that the action is the one it sends.
        """
      }
    var message = "Expected to receive \(expectation), but \(why)"
    if !skipped.isEmpty {
      message += "\nActions received and skipped while waiting (exhaustivity is off):\n\(list(skipped))"
    }
    message += "\nActions received before:" + (received.isEmpty ? " none." : "\n" + list(received.suffix(10)))
    return message
  }

  /// (5) Effects were still running at `moment` ("the end of the test", …).
  static func effectsStillRunning(_ effects: [EffectLedger.RunningEffect], at moment: String) -> String {
    """
    \(count(effects.count, "effect")) \(effects.count == 1 ? "is" : "are") still running at \(moment):
    \(list(effects.map(describe)))
    Wait for \(effects.count == 1 ? "it" : "them") with `await store.finish()` (advancing any test clock \
    first), make the feature cancel \(effects.count == 1 ? "it" : "them") and assert that, or stop \
    waiting for \(effects.count == 1 ? "it" : "them") with `store.skipInFlightEffects()` if the \
    test does not care.
    """
  }

  /// (4b, 5b) Every effect still running sleeps on a test clock, so nothing can arrive until the test
  /// advances it: what a `receive` or a `finish` reports at once instead of waiting for its timeout.
  static func effectsAsleep(_ asleep: EffectLedger.Asleep, expected moment: String) -> String {
    let effects =
      asleep.count == 1
      ? "the effect still running sleeps" : "all \(asleep.count) effects still running sleep"
    return """
      \(moment), but \(effects) on a TestClock, so nothing can happen until the clock moves: the first \
      wakes \(asleep.earliestWake) from the clock's now. Advance the clock before this step: \
      `await clock.advance(by: \(SwiftSourceRenderer.literal(asleep.earliestWake)))`.
      """
  }

  /// (6) The next received action is not the one the test expected.
  static func unexpectedReceivedAction(
    _ received: String,
    expectation: String,
    expectedDump: String?
  ) -> String {
    var message = """
      Expected to receive \(expectation), but the next action fed back by an effect is:
      \(indent(received))
      """
    if let expectedDump {
      message += "\nDifference (- expected, + received):\n\(indent(lineDiff(expectedDump, received)))"
    }
    message += """

      Receive actions in the order effects sent them; skip the ones the test does not care about with \
      `store.skipReceivedActions()`.
      """
    return message
  }

  /// (7) Effects kept feeding actions back within one step, without end.
  static func runawayEffects(
    received: Int, running: [EffectLedger.RunningEffect], last: some Sequence<String>
  ) -> String {
    """
    Effects fed back more than \(received) actions within one step, and were stopped: something feeds \
    actions back without end, such as a timer on an ImmediateClock that the feature never cancels. \
    The last actions were:
    \(list(last))
    The effects still running were cancelled:
    \(list(running.map(describe)))
    Make the feature stop the effect (and assert that), or drive its clock with a TestClock and \
    `await clock.advance(by: …)`.
    """
  }

  /// (8) The test sent an action to a feature that had dismissed itself.
  static func sentAfterDismissal(_ action: String) -> String {
    """
    Sent \(action) to a feature that had dismissed itself (`store.isDismissed` is true); the action was \
    not processed. A dismissed feature is gone: end the test at the dismissal, and assert it with \
    `#expect(store.isDismissed)`.
    """
  }

  /// (9) `skipReceivedActions` or `skipInFlightEffects` found nothing to skip, and was strict.
  static func nothingToSkip(_ what: String, call: String, at location: CodeLocation) -> String {
    """
    There were no \(what) to skip at line \(location.line) (`\(call)()`, strict by default, as in TCA). \
    Remove the call, or write `store.\(call)(strict: false)` where the test does not know whether \
    there are any.
    """
  }

  /// (10) A step ran outside the test that created the store: after it ended.
  static func usedAfterItsTest(
    created: TestScope, running: TestScope?, step: String, at location: CodeLocation
  ) -> String {
    let now = running.map { "while the test \($0.name) runs" } ?? "outside any test"
    return """
      The test store was created by the test \(created.name), which has ended, yet it was used for \
      \(step) at line \(location.line), \(now); the step did nothing. A test store belongs to the test \
      that creates it: create one in each test (not in a `static` or a fixture shared by tests), and \
      await every task that uses it before the test returns.
      """
  }

  /// (11) `modify(_:_:)` in an assertion found the value nil, or of another case than the one it changes.
  static func modifiedAnotherCase(expected: String, actual: String?, at location: CodeLocation) -> String {
    let holds = actual.map { "holds another case:\n\(indent($0))" } ?? "is nil."
    return """
      modify(\(expected)) at line \(location.line) expected a value of that case, but the value \(holds)
      Assert the case the state holds (set it whole: `$0.destination = …`), or send the action that \
      presents \(expected) first.
      """
  }

  /// An assertion closure threw.
  static func assertionThrew(_ error: any Error, step: String) -> String {
    "The assertion closure of \(step) threw \(error); the state was not checked."
  }

  // MARK: - Parts

  /// A labelled line diff of two values, and the key paths that differ.
  static func difference<Value>(from old: Value, to new: Value, labels: (String, String)) -> String {
    difference(
      from: StateSnapshot(state: old, shared: SharedSnapshot()),
      to: StateSnapshot(state: new, shared: SharedSnapshot()), labels: labels)
  }

  /// A labelled line diff of two states, each read with its own shared values, the key paths that differ,
  /// and the keys of the shared values that differ.
  static func difference<State>(
    from old: StateSnapshot<State>, to new: StateSnapshot<State>, labels: (String, String)
  ) -> String {
    let diff = lineDiff(old.reading { dump($0) }, new.reading { dump($0) })
    guard !diff.isEmpty else {
      return """
        The two states are not equal (==), but they dump identically: check that the state's == compares \
        only what its stored properties hold.
        """
    }
    let changes = changes(from: old, to: new)
    var paths = changes.prefix(maxListedChanges).map { "  \($0)" }
    if changes.count > maxListedChanges {
      paths.append("  … and \(changes.count - maxListedChanges) more")
    }
    let keys = old.shared.changedKeys(comparedTo: new.shared)
    let shared = keys.isEmpty ? "" : "\nShared values that differ: \(keys.joined(separator: ", "))"
    return """
      (- \(labels.0), + \(labels.1))
      \(indent(diff))
      Key paths that differ (\(labels.0) → \(labels.1)):
      \(paths.joined(separator: "\n"))\(shared)
      """
  }

  /// The changes from one state to another, each read with its own shared values.
  static func changes<State>(from old: StateSnapshot<State>, to new: StateSnapshot<State>) -> [ValueChange] {
    StateKit.changes(from: old.state, to: new.state, oldShared: old.shared, newShared: new.shared)
  }

  static func describe(_ effect: EffectLedger.RunningEffect) -> String {
    "an effect started by \(effect.step.describe(action: effect.origin)), created at \(effect.location)"
  }

  /// One indented item per line.
  static func list(_ items: some Sequence<String>) -> String {
    items.map { indent($0) }.joined(separator: "\n")
  }

  /// `text` indented by two spaces, every line.
  static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }

  static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
