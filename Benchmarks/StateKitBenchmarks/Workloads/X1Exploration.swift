import StateKitTesting

extension Workload {
  /// X1: one exhaustive exploration of a reducer with 1,000 reachable states and 5 actions to depth 8,
  /// with every library check (target: under half a second). The same size at both scales: it takes a
  /// fraction of a second.
  static func exploration(_ scale: Scale) -> Workload {
    Workload(
      name: "X1",
      summary: "explore(…) of a reducer with 1,000 reachable states and 5 actions, exhaustively to depth 8",
      body: .trials(actions: 1) { ExplorationTrial(checks: .all) },
      targets: [.time(atMostNanoseconds: 500_000_000)],
      showsRatioToBareReducer: false
    )
  }

  /// X1 with none of the library's own checks: what they cost is X1 minus this.
  static func explorationWithoutChecks(_ scale: Scale) -> Workload {
    Workload(
      name: "X1b",
      summary: "X1 with checks: [] (only the invariant, runtime warnings and runaway effects)",
      body: .trials(actions: 1) { ExplorationTrial(checks: []) },
      showsRatioToBareReducer: false
    )
  }
}

/// X1's trial: explores ``Dial`` exhaustively to depth 8, with an invariant that always holds, so every
/// state is reached and every sequence that reaches a new one is run.
@MainActor
final class ExplorationTrial: Trial {
  private let checks: ExplorationChecks
  private var report: ExplorationReport<Dial.State, Dial.Action>?

  init(checks: ExplorationChecks) {
    self.checks = checks
  }

  func run() async {
    report = await explore(
      Dial(), from: Dial.State(), actions: { _ in Dial.Action.allCases }, checks: checks,
      invariant: { state in
        if !(0..<1_000).contains(state.position) {
          throw InvariantViolation("off the dial: \(state.position)")
        }
      })
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    guard let report else { throw BenchmarkFailure("the exploration did not run") }
    try check(report.failure == nil, "the exploration failed: \(report)")
    try check(
      report.distinctStates == 1_000, "the exploration reached \(report.distinctStates) states, not 1,000")
    try check(report.sequencesRun == 4_905, "the exploration ran \(report.sequencesRun) sequences, not 4,905")
    return nil
  }
}
