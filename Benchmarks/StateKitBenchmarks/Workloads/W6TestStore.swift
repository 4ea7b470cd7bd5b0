import StateKitTesting

extension Workload {
  /// W6: a test store sending increments and asserting the state after each, as a feature test does.
  static func testStoreSteps(_ scale: Scale) -> Workload {
    let steps = scale.size(full: 10_000, quick: 500)
    return Workload(
      name: "W6",
      summary: "a TestStore running 10,000 steps of send(.increment) { $0.count += 1 }",
      body: .trials(actions: steps) { TestStoreTrial(steps: steps) },
      targets: [.time(atMostNanoseconds: 10_000)],
      showsRatioToBareReducer: false
    )
  }
}

/// W6's trial: `steps` test-store steps, each a `send` of an increment with its state assertion.
@MainActor
final class TestStoreTrial: Trial {
  private let steps: Int
  private let store = TestStore(initialState: CounterState()) {
    Counter()
  }

  init(steps: Int) {
    self.steps = steps
  }

  /// The first step after which the state was not what the step asserted, if any.
  private var firstWrongStep: (step: Int, count: Int)?

  func run() async {
    for step in 1...steps {
      await store.send(.increment) { $0.count += 1 }
      // NB: Outside a test, a test store's failures go to XCTFail, which drops them: check each step's
      // state here, or a failing step (a diff dumped on every action) would be timed unnoticed.
      if firstWrongStep == nil, store.state.count != step {
        firstWrongStep = (step, store.state.count)
      }
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    if let (step, count) = firstWrongStep {
      throw BenchmarkFailure("after step \(step) the count was \(count), not \(step) as the step asserted")
    }
    try check(store.state.count == steps, "the count is \(store.state.count) after \(steps) steps")
    return nil
  }
}
