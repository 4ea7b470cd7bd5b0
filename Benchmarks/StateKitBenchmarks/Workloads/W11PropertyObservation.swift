import Observation
import StateKit

extension Workload {
  /// W11: 100 Observation trackings on one root store, each reading the count of its own row through the
  /// root store (`store.rows[id: id]?.count`), as 100 row views' bodies would; actions each change one
  /// row's count.
  static func rowTrackings(_ scale: Scale) -> Workload {
    rowTrackings(scale, name: "W11", through: .rootStore)
  }

  /// W11r: W11 with each tracking reading its row through the row's own scoped store (`rowStore.count`),
  /// the shape of a `ForEach` over row stores.
  static func rowStoreTrackings(_ scale: Scale) -> Workload {
    rowTrackings(scale, name: "W11r", through: .rowStore)
  }

  private static func rowTrackings(
    _ scale: Scale, name: String, through read: RowTrackingTrial.Read
  ) -> Workload {
    let actions = scale.size(full: 10_000, quick: 1_000)
    // NB: W3 at 1,000 rows runs at both sizes: the small list of a full run, the large one of `--quick`.
    let reference = "W3/N=1000"
    let path = read == .rootStore ? "the root store (`store.rows[id: id]?.count`)" : "the row's store"
    return Workload(
      name: name,
      summary: """
        100 Observation trackings, each reading one field of its own row of 100 through \(path); 10,000 \
        actions change one row's field each, and the tracking invalidated is re-armed
        """,
      body: .trials(actions: actions) { RowTrackingTrial(rows: 100, actions: actions, read: read) },
      targets: [.oneCallbackPerAction, .ratio(atMost: read == .rootStore ? 40 : 20, of: reference)]
    )
  }

  /// W11b: one Observation tracking reading the count, while actions change only another field.
  static func unchangedFieldTracking(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 10_000, quick: 1_000)
    return Workload(
      name: "W11b",
      summary: "one Observation tracking reading the count; 10,000 actions change only another field",
      body: .trials(actions: actions) { UnchangedFieldTrial(actions: actions) }
    )
  }
}

/// W11's and W11r's trial: W3's list of `rows` rows, and a tracking of each row's count, read through the
/// root store or through a store scoped to the row by id; `actions` increments, each of a row drawn at
/// random. After each action, the trackings invalidated are re-armed, as SwiftUI evaluates again the
/// bodies it was told about.
@MainActor
final class RowTrackingTrial: Trial {
  /// Where a tracking reads its row's count.
  enum Read {
    /// `store.rows[id: id]?.count`.
    case rootStore
    /// `rowStore.count`, on a store scoped to the row by id.
    case rowStore
  }

  private let store: Store<RowList.State, RowList.Action>
  private let read: Read
  private let rowStores: [Store<Row, CounterAction>]
  private let targetRows: [Int]
  /// The rows whose tracking was invalidated and is not re-armed yet.
  private var invalidated: [Int] = []
  /// The invalidations of each row's tracking.
  private var invalidations: [Int]

  init(rows: Int, actions: Int, read: Read) {
    let store = Store(initialState: RowList.State(rowCount: rows)) {
      RowList()
    }
    self.store = store
    self.read = read
    self.targetRows = RowTally.targetRows(actions: actions, rows: rows)
    self.rowStores =
      read == .rowStore
      ? (0..<rows).map { store.scope(state: \.rows, id: $0, action: RowList.Action.row)! } : []
    self.invalidations = Array(repeating: 0, count: rows)
    for id in 0..<rows { track(row: id) }
  }

  /// Tracks row `id`'s count, as its view's body would read it.
  private func track(row id: Int) {
    withObservationTracking {
      switch read {
      case .rootStore: _ = store.rows[id: id]?.count
      case .rowStore: _ = rowStores[id].count
      }
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.invalidated.append(id) }
    }
  }

  func run() {
    for id in targetRows {
      store.send(.row(id: id, action: .increment))
      for invalidatedID in invalidated {
        invalidations[invalidatedID] += 1
        track(row: invalidatedID)
      }
      invalidated.removeAll(keepingCapacity: true)
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    var changes = Array(repeating: 0, count: invalidations.count)
    for id in targetRows { changes[id] += 1 }
    for (id, expected) in changes.enumerated() {
      let count = store.withState { $0.rows[id: id]?.count }
      try check(
        count == expected, "row \(id) has count \(count, default: "nil") after \(expected) increments")
      try check(
        invalidations[id] == expected,
        "row \(id)'s count changed \(expected) times, but its tracking was invalidated \(invalidations[id]) times"
      )
    }
    return invalidations.reduce(0, +)
  }
}

/// W11b's trial: a root store of ``BigState``, one tracking of its count, and `actions` writes of
/// single elements of its array, which the tracking did not read.
@MainActor
final class UnchangedFieldTrial: Trial {
  private let actions: Int
  private let store = Store(initialState: BigState(valueCount: 1_000)) {
    BigFeature()
  }
  private var invalidations = 0

  init(actions: Int) {
    self.actions = actions
    withObservationTracking {
      _ = store.count
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.invalidations += 1 }
    }
  }

  func run() {
    for offset in 0..<actions {
      store.send(.setValue(index: offset % 1_000, value: offset))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(store.withState(\.count) == 0, "the count is \(store.withState(\.count)), expected 0")
    try check(
      store.withState { $0.values[(actions - 1) % 1_000] } == actions - 1,
      "the array does not hold the last value written to it"
    )
    try check(
      invalidations == 0,
      "the tracking of the count, which no action changed, was invalidated \(invalidations) times"
    )
    return invalidations
  }
}
