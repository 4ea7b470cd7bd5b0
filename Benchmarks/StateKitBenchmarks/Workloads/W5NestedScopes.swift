import StateKit

extension Workload {
  /// W5: increments sent through a chain of ten nested scoped stores, with one observer of the count at
  /// the innermost store: W1 with ten scopes in between.
  static func nestedScopes(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 100_000, quick: 1_000)
    return Workload(
      name: "W5",
      summary: "100,000 increments sent to the innermost of 10 nested scoped stores, one observer of it",
      body: .trials(actions: actions) { NestedScopesTrial(actions: actions) },
      targets: [.ratio(atMost: 2, of: "W1"), .ratio(atMost: 1, of: "W5ref")]
    )
  }
}

/// The state ten levels above a ``CounterState``.
typealias DeepState = Level<Level<Level<Level<Level<Level<Level<Level<Level<Level<CounterState>>>>>>>>>>

/// The action ten levels above a ``CounterAction``.
typealias DeepAction = LevelAction<
  LevelAction<
    LevelAction<
      LevelAction<
        LevelAction<
          LevelAction<
            LevelAction<
              LevelAction<
                LevelAction<
                  LevelAction<CounterAction>
                >
              >
            >
          >
        >
      >
    >
  >
>

/// The counter's logic on the count ten levels down, for the actions wrapped ten times.
///
/// Written out for these concrete types, as a user's reducer would be, rather than composed from ten
/// generic scoping reducers: W5 measures the chain of scoped *stores*, so the reducer that routes the
/// action down costs what W1's does, plus ten enum unwraps.
struct DeepCounter: Reducer {
  func reduce(into state: inout DeepState, action: DeepAction) -> Effect<DeepAction> {
    switch action {
    case .inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(let action)))))))))):
      state.inner.inner.inner.inner.inner.inner.inner.inner.inner.inner.apply(action)
    }
    return .none
  }
}

/// W5's trial: a root store of ``DeepState``, the store scoped ten times down to its counter, and one
/// observer of that store's count; `actions` increments sent to the innermost store.
@MainActor
final class NestedScopesTrial: Trial {
  private let actions: Int
  private let root: Store<DeepState, DeepAction>
  private let innermost: Store<CounterState, CounterAction>
  private let tally = CallbackTally<Int>()
  private var token: CancellationToken?

  init(actions: Int) {
    self.actions = actions
    let root = Store(initialState: DeepState(counter: CounterState())) {
      DeepCounter()
    }
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

extension DeepState {
  /// Ten levels wrapped around `counter`.
  init(counter: CounterState) {
    self.init(
      inner: .init(
        inner: .init(
          inner: .init(
            inner: .init(
              inner: .init(inner: .init(inner: .init(inner: .init(inner: .init(inner: counter)))))
            )
          )
        )
      )
    )
  }
}
