/// The text `--help` prints: usage, options, and what each workload measures.
@MainActor
func helpText(workloads: [Workload]) -> String {
  let width = workloads.map(\.name.count).max() ?? 0
  let list = workloads.map { workload in
    "  " + workload.name + String(repeating: " ", count: width - workload.name.count) + "  "
      + workload.summary
  }
  return """
    Measures StateKit's cost per action against the bare reducer (W0), as issue 6 specifies.

    Usage: swift run -c release StateKitBenchmarks [--quick] [--filter NAMES] [--json PATH]

    Options:
      --quick          Run reduced sizes (a CI smoke run of a few seconds); the figures are not comparable
                       with a full run's.
      --filter NAMES   Run only these workloads, by name or family, separated by commas: W3 runs both
                       sizes of W3; W5 runs W5 alone, as a name is matched exactly first; W1,W4b runs
                       two. Targets that compare with a workload not run are shown unchecked.
      --json PATH      Also write the report as JSON to PATH.
      -h, --help       Show this help.

    Every workload runs once to warm up, then 9 times (5 with --quick), round-robin (every warm-up, then
    each workload's first repetition, and so on), so that all medians come from the same stretches of
    the run; the table shows the median, min and max cost per action in nanoseconds, the observer
    callbacks one repetition fired, the ratio to W0, and the targets issue 6 sets. A wrong final state
    or a lost callback stops the run with exit status 1; a bad command line exits with status 2.

    Workloads (full sizes):
    \(list.joined(separator: "\n"))
    """
}
