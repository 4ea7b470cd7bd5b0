extension Workload {
  /// W4b: writes of single elements of the 100,000-element array beside the counter, with one observer of
  /// the counter, which never changes.
  static func bigStateElements(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 10_000, quick: 1_000)
    return Workload(
      name: "W4b",
      summary: "W4's state; 10,000 actions write one element of the array each, one observer of the counter",
      body: .trials(actions: actions) { BigStateTrial(actions: actions, writesArray: true) },
      targets: [.ratio(atMost: 2, of: "W1")]
    )
  }
}
