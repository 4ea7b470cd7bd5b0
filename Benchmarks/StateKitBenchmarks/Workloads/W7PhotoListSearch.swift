extension Workload {
  /// W7, not written yet: one keystroke in the PhotoList demo's search, recomputing the view state over
  /// 5,000 photos (target: at most 2 ms per keystroke).
  ///
  /// The demo is being rebuilt. Once it is, its feature must live where this target can import it (an
  /// executable target cannot be imported): then replace `.skipped` with trials that type into the search
  /// field, and add `.time(atMostNanoseconds: 2_000_000)` to the targets.
  static func photoListSearch(_ scale: Scale) -> Workload {
    Workload(
      name: "W7",
      summary: "one keystroke of the PhotoList demo's search over 5,000 photos (needs the PhotoList demo)",
      body: .skipped(reason: "needs the PhotoList demo")
    )
  }
}
