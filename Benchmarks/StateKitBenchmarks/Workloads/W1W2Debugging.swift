import StateKit

extension Workload {
  /// W1rec, W2rec, W1ins, W2ins: W1 and W2 while the store records its actions (without states), and
  /// while an instrument measures them: what debugging costs when it is on (when it is off, W1 and W2
  /// are the figures).
  static func debuggedRoots(_ scale: Scale) -> [Workload] {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    func workload(
      _ name: String, _ summary: String, observed: Bool, _ debugging: RootStoreTrial.Debugging
    ) -> Workload {
      Workload(
        name: name,
        summary: summary,
        body: .trials(actions: actions) {
          RootStoreTrial(actions: actions, observed: observed, debugging: debugging)
        }
      )
    }
    return [
      workload("W1rec", "W1 while the store records its actions (no states)", observed: true, .recording),
      workload("W2rec", "W2 while the store records its actions (no states)", observed: false, .recording),
      workload("W1ins", "W1 with an instrument measuring every action", observed: true, .instrument),
      workload("W2ins", "W2 with an instrument measuring every action", observed: false, .instrument),
    ]
  }
}
