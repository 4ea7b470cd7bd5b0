import StateKit

/// The text of the failures a replay reports itself (a step that diverges reports the test store's own
/// failure, after the step's name).
enum ReplayFailure {
  /// The trace kept the state it started from, and the test store starts from another.
  static func startsElsewhere<State>(expected: State, actual: State) -> String {
    """
    The trace starts from another state than this test store: create the store with the trace's \
    `initialState` (or the same state), or replay a trace recorded from this one.
    \(FailureMessage.difference(from: expected, to: actual, labels: ("trace", "store")))
    """
  }

  /// The text given to replay is not a trace of this feature.
  static func unreadable(_ error: ActionTraceError) -> String {
    let reason = "\(error)"
    return
      "The trace cannot be replayed: its \(reason)\(reason.hasSuffix(".") ? "" : ".") Nothing was replayed."
  }
}
