import StateKit

extension Workload {
  /// W1rec, W2rec, W1ins, W2ins: W1 and W2 while the store records its actions (without states), and
  /// while an instrument measures them: what debugging costs when it is on (when it is off, W1 and W2
  /// are the figures).
  ///
  /// A recording keeps every step, so the recording workloads send 100,000 actions rather than W1's
  /// 1,000,000: enough to measure, without setting the run's peak memory.
  static func debuggedRoots(_ scale: Scale) -> [Workload] {
    func workload(
      _ name: String, _ summary: String, observed: Bool, _ debugging: RootStoreTrial.Debugging
    ) -> Workload {
      let actions =
        debugging == .recording
        ? scale.size(full: 100_000, quick: 10_000) : scale.size(full: 1_000_000, quick: 10_000)
      return Workload(
        name: name,
        summary: summary,
        body: .trials(actions: actions) {
          RootStoreTrial(actions: actions, observed: observed, debugging: debugging)
        }
      )
    }
    return [
      workload(
        "W1rec", "W1 while the store records its 100,000 actions (no states)", observed: true, .recording),
      workload(
        "W2rec", "W2 while the store records its 100,000 actions (no states)", observed: false, .recording),
      workload("W1ins", "W1 with an instrument measuring every action", observed: true, .instrument),
      workload("W2ins", "W2 with an instrument measuring every action", observed: false, .instrument),
    ]
  }
}
