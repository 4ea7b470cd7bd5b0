extension Workload {
  /// W2: W1 without the observer.
  static func unobservedRoot(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    return Workload(
      name: "W2",
      summary: "W1 with no observer",
      body: .trials(actions: actions) { RootStoreTrial(actions: actions, observed: false) },
      targets: [.ratio(atMost: 1, of: "W1")]
    )
  }
}
