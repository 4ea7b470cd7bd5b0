import ReferenceStore

extension Workload {
  /// W1, W4, W5 and W10 run on ``ReferenceStore``, the simplest store anyone would write: the figures
  /// StateKit's W1, W4, W5 and W10 must not exceed.
  static func referenceStore(_ scale: Scale) -> [Workload] {
    let increments = scale.size(full: 1_000_000, quick: 10_000)
    let bigIncrements = scale.size(full: 100_000, quick: 1_000)
    let rowEdits = scale.size(full: 100_000, quick: 1_000)
    return [
      Workload(
        name: "W1ref",
        summary: "W1 on the 40-line reference store: increments, one observer of the count",
        body: .trials(actions: increments) { ReferenceCounterTrial(actions: increments) }
      ),
      Workload(
        name: "W4ref",
        summary: "W4 on the reference store: a counter beside a 100,000-element array, one observer",
        body: .trials(actions: bigIncrements) { ReferenceBigStateTrial(actions: bigIncrements) }
      ),
      Workload(
        name: "W10ref",
        summary: "W10 on the reference store: the rows in a dictionary by id, edited by id, one observer",
        body: .trials(actions: rowEdits) { ReferenceRowEditsTrial(actions: rowEdits) }
      ),
      Workload(
        name: "W5ref",
        summary: "W5 on the reference store: increments ten levels down, one observer of that count",
        body: .trials(actions: bigIncrements) { ReferenceNestedTrial(actions: bigIncrements) }
      ),
    ]
  }
}

/// Counts the changes of an `Int` an observer of the reference store sees, the way a user of that store
/// removes repeats by hand.
@MainActor
private final class ChangeCounter {
  private var last: Int
  private(set) var changes = 0

  init(_ first: Int) {
    last = first
  }

  func observe(_ value: Int) {
    guard value != last else { return }
    last = value
    changes += 1
  }
}

/// W1 on the reference store.
@MainActor
final class ReferenceCounterTrial: Trial {
  private let actions: Int
  private let store = ReferenceStore<CounterState, CounterAction>(initialState: CounterState()) {
    $0.apply($1)
  }
  private let counter = ChangeCounter(0)

  init(actions: Int) {
    self.actions = actions
    store.observe { [counter] in counter.observe($0.count) }
  }

  func run() {
    for _ in 0..<actions {
      store.send(.increment)
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(store.state.count == actions && counter.changes == actions, "the reference store lost changes")
    return counter.changes
  }
}

/// W4 on the reference store.
@MainActor
final class ReferenceBigStateTrial: Trial {
  private let actions: Int
  private let store = ReferenceStore<BigState, BigFeature.Action>(
    initialState: BigState(valueCount: BigStateTrial.valueCount)
  ) { state, action in
    _ = BigFeature().reduce(into: &state, action: action)
  }
  private let counter = ChangeCounter(0)

  init(actions: Int) {
    self.actions = actions
    store.observe { [counter] in counter.observe($0.count) }
  }

  func run() {
    for _ in 0..<actions {
      store.send(.counter(.increment))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(store.state.count == actions && counter.changes == actions, "the reference store lost changes")
    return counter.changes
  }
}

/// W5 on the reference store: the observer digs the count out of the nested state itself.
@MainActor
final class ReferenceNestedTrial: Trial {
  private let actions: Int
  private let store = ReferenceStore<DeepState, DeepAction>(initialState: DeepState(counter: CounterState()))
  {
    _ = DeepCounter().reduce(into: &$0, action: $1)
  }
  private let counter = ChangeCounter(0)

  init(actions: Int) {
    self.actions = actions
    store.observe { [counter] in
      counter.observe($0.inner.inner.inner.inner.inner.inner.inner.inner.inner.inner.count)
    }
  }

  func run() {
    for _ in 0..<actions {
      store.send(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment)))))))))))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(counter.changes == actions, "the reference store lost changes")
    return counter.changes
  }
}

/// W10 on the reference store: the rows in the standard library's dictionary, by id, the way a user of
/// that store would keep them.
@MainActor
final class ReferenceRowEditsTrial: Trial {
  struct State {
    var rows: [Int: Row]
    var edits = 0
  }

  private let store = ReferenceStore<State, RowEditor.Action>(
    initialState: State(
      rows: Dictionary(uniqueKeysWithValues: (0..<RowEditsTrial.rowCount).map { ($0, Row(id: $0)) }))
  ) { state, action in
    switch action {
    case .incrementRow(let id):
      state.rows[id]?.count += 1
      state.edits += 1
    }
  }
  private let targetRows: [Int]
  private let counter = ChangeCounter(0)

  init(actions: Int) {
    targetRows = RowTally.targetRows(actions: actions, rows: RowEditsTrial.rowCount)
    store.observe { [counter] in counter.observe($0.edits) }
  }

  func run() {
    for id in targetRows {
      store.send(.incrementRow(id: id))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try RowEditsTrial.checkRows(store.state.rows.values.lazy.map { ($0.id, $0.count) }, after: targetRows)
    try check(counter.changes == targetRows.count, "the reference store lost changes")
    return counter.changes
  }
}
