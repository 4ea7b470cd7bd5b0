import StateKit

extension Workload {
  /// W4: increments of the counter beside a 100,000-element array, with one observer of the counter.
  static func bigStateCounter(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 100_000, quick: 1_000)
    return Workload(
      name: "W4",
      summary: "100,000 increments of a counter beside a 100,000-element array, one observer of the counter",
      body: .trials(actions: actions) { BigStateTrial(actions: actions, writesArray: false) },
      targets: [.ratio(atMost: 2, of: "W1"), .ratio(atMost: 1, of: "W4ref")]
    )
  }
}

/// W4's and W4b's trial: a root store of ``BigState`` with one observer of its count, sent either
/// `actions` increments of the count or `actions` writes of single array elements.
@MainActor
final class BigStateTrial: Trial {
  /// The array's size, at every scale: a smaller array would hide a copy per action.
  static let valueCount = 100_000

  private let actions: Int
  private let writesArray: Bool
  private let store = Store(initialState: BigState(valueCount: BigStateTrial.valueCount)) {
    BigFeature()
  }
  private let tally = CallbackTally<Int>()
  private var token: CancellationToken?

  init(actions: Int, writesArray: Bool) {
    self.actions = actions
    self.writesArray = writesArray
    token = store.publisher.count.sink { [tally] in tally.record($0) }
    tally.reset()
  }

  /// The element the action at `offset` writes: distinct for every offset below ``valueCount``, and
  /// spread over the array (7,919 is prime, so coprime with the array's size).
  static func index(ofWrite offset: Int) -> Int {
    offset * 7_919 % valueCount
  }

  func run() {
    if writesArray {
      for offset in 0..<actions {
        store.send(.setValue(index: Self.index(ofWrite: offset), value: -offset - 1))
      }
    } else {
      for _ in 0..<actions {
        store.send(.counter(.increment))
      }
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    var expected = Array(0..<Self.valueCount)
    if writesArray {
      for offset in 0..<actions { expected[Self.index(ofWrite: offset)] = -offset - 1 }
    }
    let expectedCount = writesArray ? 0 : actions
    try check(store.count == expectedCount, "the count is \(store.count), expected \(expectedCount)")
    try check(store.values == expected, "the array does not hold the values written to it")
    try check(
      tally.count == expectedCount,
      "the count's observer was called \(tally.count) times for \(expectedCount) changes of the count"
    )
    return tally.count
  }
}
