import StateKit

extension Workload {
  /// W5 with its reducer made of ten nested `Scope` reducers, one per level, rather than written out:
  /// with a hand-written `extract:` at every level, and with the case alone, which StateKit reads by
  /// reflection. The second must stay within 1.5 times the first.
  static func nestedScopeReducers(_ scale: Scale) -> [Workload] {
    let actions = scale.size(full: 100_000, quick: 1_000)
    return [
      Workload(
        name: "W5/extract",
        summary: "W5 run by 10 nested Scope reducers given `extract: \\.inner`",
        body: .trials(actions: actions) {
          NestedScopeReducersTrial(actions: actions, reducer: ExtractingLevel10())
        }
      ),
      Workload(
        name: "W5/cases",
        summary: "W5 run by 10 nested Scope reducers given the case alone, `action: Action.inner`",
        body: .trials(actions: actions) {
          NestedScopeReducersTrial(actions: actions, reducer: CaseLevel10())
        },
        targets: [.ratio(atMost: 1.5, of: "W5/extract")]
      ),
    ]
  }
}

/// W5's trial with `reducer` at the root: ten scoped stores down to the counter, one observer of its
/// count, `actions` increments sent to the innermost store.
@MainActor
final class NestedScopeReducersTrial: Trial {
  private let actions: Int
  private let root: Store<DeepState, ScopedAction10>
  private let innermost: Store<CounterState, CounterAction>
  private let tally = CallbackTally<Int>()
  private var token: CancellationToken?

  init(actions: Int, reducer: some Reducer<DeepState, ScopedAction10>) {
    self.actions = actions
    let root = Store(initialState: DeepState(counter: CounterState())) { reducer }
    self.root = root
    let levels1to5 = scopeToInner(scopeToInner(scopeToInner(scopeToInner(scopeToInner(root)))))
    innermost = scopeToInner(scopeToInner(scopeToInner(scopeToInner(scopeToInner(levels1to5)))))
    token = innermost.publisher.count.sink { [tally] in tally.record($0) }
    tally.reset()
  }

  func run() {
    for _ in 0..<actions {
      innermost.send(.increment)
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    let rootCount = root.state.inner.inner.inner.inner.inner.inner.inner.inner.inner.inner.count
    try check(
      innermost.count == actions && rootCount == actions,
      "after \(actions) increments the innermost store reads \(innermost.count), the root \(rootCount)"
    )
    try check(
      tally.count == actions && tally.last == actions,
      "the count's observer was called \(tally.count) times for \(actions) changes"
    )
    return tally.count
  }
}
