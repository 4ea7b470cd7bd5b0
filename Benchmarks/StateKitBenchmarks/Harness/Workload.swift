/// A benchmark workload: how to build one repetition of it, how many actions a repetition sends, and
/// the targets issue 6 sets for it.
@MainActor
struct Workload {
  /// How the workload runs, or why it does not.
  enum Body {
    /// Each repetition is a fresh trial that sends `actions` actions.
    case trials(actions: Int, make: @MainActor () -> any Trial)
    /// The workload cannot run yet.
    case skipped(reason: String)
  }

  /// The name in the table, the JSON and `--filter`: `W1`, or `W3/N=1000` for one size of a family.
  let name: String
  /// One line on what the workload measures, for `--help`.
  let summary: String
  let body: Body
  /// The goals the report checks the workload's figures against.
  var targets: [Target] = []
  /// Whether the table shows the workload's cost as a multiple of W0's, the bare reducer.
  var showsRatioToBareReducer = true
  /// A cost per action below which the workload cannot have done its work: the optimizer must have
  /// deleted the loop. Below it, the run fails.
  var plausibleMinimumNanoseconds = 0.0

  /// Whether `filter` selects this workload: its whole name, or its family (`W3` selects `W3/N=1000`),
  /// ignoring case.
  func matches(_ filter: String) -> Bool {
    let name = name.lowercased()
    let filter = filter.lowercased()
    return name == filter || name.hasPrefix(filter + "/")
  }
}

/// How big the workloads are: the sizes issue 6 gives, or small ones for a CI smoke run.
enum Scale {
  case full
  case quick

  /// `full` or `quick`, whichever this scale is.
  func size(full: Int, quick: Int) -> Int {
    switch self {
    case .full: full
    case .quick: quick
    }
  }
}
