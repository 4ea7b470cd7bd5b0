/// What an exploration tried, and the failure it found, if any: what `explore` returns.
///
/// ```swift
/// let report = await explore(Cart(), from: Cart.State(), actions: { _ in [.add(1), .checkout] }) { state in
///   if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
/// }
/// #expect(report.failure == nil, "\(report)")
/// ```
///
/// Its ``description`` says what was explored and, on failure, shows the sequence, what its last step
/// changed, and a test that fails the same way.
public struct ExplorationReport<State, Action>: CustomStringConvertible {
  /// The shortest failing sequence found, shrunk; `nil` if every sequence tried kept the invariant.
  public let failure: ExplorationFailure<State, Action>?
  /// How many sequences of actions ran, each from the initial state in a fresh store.
  public let sequencesRun: Int
  /// How many actions those sequences sent, the repeated beginnings of sequences included; not the
  /// actions effects sent.
  public let actionsSent: Int
  /// How many distinct states the sequences reached, after each action sent and each action its effects
  /// sent, the initial state included: with `.exhaustive`, every state within the maximum depth.
  ///
  /// States are told apart structurally, as a test store's diff reads them.
  public let distinctStates: Int
  /// The checks that ran besides the invariant, runtime warnings and runaway effects: the `checks`
  /// `explore` was given.
  public let checks: ExplorationChecks
  /// What the exploration found, in words.
  public let description: String

  /// What was explored, for the description.
  struct Tally {
    let strategy: ExplorationStrategy
    let maxDepth: Int
    let feature: String
    let sequencesRun: Int
    let actionsSent: Int
    let distinctStates: Int
    let duration: Duration
    /// Whether a test failure (a dependency the test did not set) stopped the exploration.
    let stoppedByTestFailure: Bool
    /// The library invariants checked besides the feature's.
    let checks: ExplorationChecks
    /// How many sequences the determinism check ran twice.
    var determinismRuns: Int
  }

  /// How a failing sequence was shrunk, for the description.
  struct Shrinking {
    let originalLength: Int
    let runs: Int
    let duration: Duration
  }

  init(tally: Tally, failure: ExplorationFailure<State, Action>?, shrinking: Shrinking? = nil) {
    self.failure = failure
    self.sequencesRun = tally.sequencesRun
    self.actionsSent = tally.actionsSent
    self.distinctStates = tally.distinctStates
    self.checks = tally.checks
    self.description = Self.makeDescription(tally, failure, shrinking)
  }

  private static func makeDescription(
    _ tally: Tally, _ failure: ExplorationFailure<State, Action>?, _ shrinking: Shrinking?
  ) -> String {
    let how =
      switch tally.strategy {
      case .exhaustive: "every sequence of up to \(count(tally.maxDepth, "action"))"
      case .random(let seed, let runs):
        "\(grouped(runs)) random sequences of up to \(count(tally.maxDepth, "action")) (seed \(seed))"
      }
    var text = """
      Explored \(tally.feature) with \(how): \(count(tally.sequencesRun, "sequence")) run, \
      \(count(tally.actionsSent, "action")) sent, \(count(tally.distinctStates, "distinct state")) \
      reached, in \(milliseconds(tally.duration)).
      Checked: the invariant, runtime warnings, runaway effects\(checked(tally)).
      """
    if tally.stoppedByTestFailure {
      text += "\nThe test failed while exploring (see its other failures), which stopped the exploration."
    }
    guard let failure else {
      return text + (tally.stoppedByTestFailure ? "" : "\nNo sequence failed.")
    }
    let sequence =
      failure.trace.steps.isEmpty ? "  (no action: the initial state)" : list(failure.trace.steps)
    let shrunk = shrinking.map { shrinking in
      " (shrunk from \(count(shrinking.originalLength, "action")) in \(count(shrinking.runs, "run")), "
        + "\(milliseconds(shrinking.duration)))"
    }
    text += """

      \(failure.summary) after \(count(failure.actions.count, "action"))\(shrunk ?? ""):
      \(sequence)
      \(failure.message)
      """
    if !failure.lastStepDifference.isEmpty {
      text += "\nThe last step changed the state:\n" + failure.lastStepDifference
    }
    return text + "\nA test that fails the same way:\n" + failure.testSource
  }

  /// `, leaked effects, leaked stores, determinism (40 sequences run twice)`: the checks that ran besides the others.
  private static func checked(_ tally: Tally) -> String {
    var names: [String] = []
    if tally.checks.contains(.leakedEffects) { names.append("leaked effects") }
    if tally.checks.contains(.leakedStores) { names.append("leaked stores") }
    if tally.checks.contains(.determinism) {
      names.append("determinism (\(count(tally.determinismRuns, "sequence")) run twice)")
    }
    return names.map { ", " + $0 }.joined()
  }

  /// The steps of a failing sequence, one a line: `send …` for an action sent, `receive …` (indented)
  /// for one its effects sent, at most ``maximumListedReceived`` of those a step.
  private static func list(_ steps: [ActionTrace<State, Action>.Step]) -> String {
    var lines: [String] = []
    var received = 0
    for step in steps {
      if step.origin.isSent {
        received = 0
        lines.append("  send " + oneLine(step.action))
        continue
      }
      received += 1
      if received <= maximumListedReceived {
        lines.append("    receive " + oneLine(step.action))
      } else if received == maximumListedReceived + 1 {
        lines.append("    …")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// How many actions fed back by one step the description lists.
  private static var maximumListedReceived: Int { 20 }

  private static func oneLine(_ action: Action) -> String {
    describe(action).split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `12,345`.
  private static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
  }

  /// `12.3 ms`.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) ms"
  }
}

extension ExplorationReport: Sendable where State: Sendable, Action: Sendable {}
