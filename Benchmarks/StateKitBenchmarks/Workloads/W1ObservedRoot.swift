import StateKit

extension Workload {
  /// W1: increments sent to a root store with one observer of the count.
  static func observedRoot(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 1_000_000, quick: 10_000)
    return Workload(
      name: "W1",
      summary: "1,000,000 sends of an increment to a root store, one observer of the count",
      body: .trials(actions: actions) { RootStoreTrial(actions: actions, observed: true) },
      targets: [.ratio(atMost: 10, of: "W0"), .ratio(atMost: 1, of: "W1ref")]
    )
  }
}

/// W1's and W2's trial: `actions` increments sent to a root counter store, with or without an observer
/// of the count (`store.publisher.count`, which publishes only when the count changes), and with or
/// without a recording or an instrument (W1rec, W2rec, W1ins, W2ins).
@MainActor
final class RootStoreTrial: Trial {
  /// What watches the store's actions besides the observer.
  enum Debugging {
    /// Nothing: W1 and W2.
    case off
    /// A recording of the actions, without states.
    case recording
    /// An instrument that counts the actions.
    case instrument
  }

  private let actions: Int
  private let store = Store(initialState: CounterState()) {
    Counter()
  }
  private let tally = CallbackTally<Int>()
  private var token: CancellationToken?
  private var recording: ActionRecording<CounterState, CounterAction>?
  private let measured = CallbackTally<Int>()

  init(actions: Int, observed: Bool, debugging: Debugging = .off) {
    self.actions = actions
    if observed {
      token = store.publisher.count.sink { [tally] in tally.record($0) }
      tally.reset()
    }
    switch debugging {
    case .off: break
    case .recording: recording = store.startRecording()
    case .instrument: store.instrument = StoreInstrument { [measured] in measured.record($0.observersWoken) }
    }
  }

  func run() {
    for _ in 0..<actions {
      store.send(.increment)
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(store.count == actions, "the count is \(store.count) after \(actions) increments")
    if let recording {
      let steps = recording.trace.steps.count
      try check(steps == actions, "the recording has \(steps) steps for \(actions) actions")
    }
    if store.instrument != nil {
      try check(
        measured.count == actions && measured.last == (token == nil ? 0 : 1),
        "the instrument measured \(measured.count) actions of \(actions), the last waking \(measured.last, default: "nothing")"
      )
    }
    guard token != nil else { return nil }
    try check(
      tally.count == actions && tally.last == actions,
      "the count's observer was called \(tally.count) times for \(actions) changes, last with \(tally.last, default: "nothing")"
    )
    return tally.count
  }
}
