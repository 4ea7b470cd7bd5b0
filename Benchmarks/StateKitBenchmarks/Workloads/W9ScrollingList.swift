import StateKit

extension Workload {
  /// W9: a long list scrolled as SwiftUI's `List` shows it: a window of 20 visible rows slides over
  /// 10,000 rows one row at a time, each row's scoped store and observer made as the row appears and
  /// released as it disappears.
  static func scrollingList(_ scale: Scale) -> Workload {
    let rows = scale.size(full: 10_000, quick: 1_000)
    let shown = scale.size(full: 100_000, quick: 10_000)
    return Workload(
      name: "W9",
      summary: """
        \(Format.grouped(shown)) rows shown by a window of \(ScrollingListTrial.window) sliding over \
        \(Format.grouped(rows)) rows: each appearing row's store scoped and observed, each disappearing \
        one released
        """,
      body: .trials(actions: shown) { ScrollingListTrial(rows: rows, shown: shown) }
    )
  }
}

/// W9's trial: a root store of `rows` rows, and a window of ``window`` row stores, each with one observer,
/// that slides down the list (wrapping around) until `shown` rows have appeared. Each step scopes the
/// appearing row's store, subscribes to it, sends it one increment (as a tap on the row would), and
/// releases the store and the subscription of the row that disappears.
///
/// What it checks: every row store made is released once its row has gone (a sample of them is watched
/// through weak references), every increment arrived once, and the process's resident memory after the
/// last row is no more than 1 MiB above what it was after the first pass over the list, so nothing grows
/// with the number of rows shown.
@MainActor
final class ScrollingListTrial: Trial {
  /// How many rows are visible at once.
  static let window = 20

  private let store: Store<RowList.State, RowList.Action>
  private let rows: Int
  private let shown: Int
  /// The visible rows' stores and subscriptions, oldest first.
  private var visible: [(store: Store<Row, CounterAction>, token: CancellationToken)] = []
  private var oldest = 0
  /// One in every 1,000 row stores made, to check they are released.
  private var sample: [WeakStore] = []
  private var callbacks = 0
  private var residentAfterFirstPass: Int?
  private var residentAtEnd: Int?

  init(rows: Int, shown: Int) {
    self.rows = rows
    self.shown = shown
    store = Store(initialState: RowList.State(rowCount: rows)) {
      RowList()
    }
    for id in 0..<Self.window {
      visible.append(show(row: id))
    }
    callbacks = 0
  }

  private func show(row id: Int) -> (store: Store<Row, CounterAction>, token: CancellationToken) {
    let rowStore = store.scope(state: \.rows, id: id, action: RowList.Action.row)!
    let token = rowStore.publisher.sink { [unowned self] _ in callbacks += 1 }
    return (rowStore, token)
  }

  func run() async {
    for step in 0..<shown {
      let id = (step + Self.window) % rows
      let row = show(row: id)
      row.store.send(.increment)
      if step % 1_000 == 0 { sample.append(WeakStore(row.store)) }
      // NB: Replacing the oldest entry releases its store and its subscription.
      visible[oldest] = row
      oldest = (oldest + 1) % Self.window
      if step + 1 == rows { residentAfterFirstPass = PeakMemory.residentBytes() }
    }
    residentAtEnd = PeakMemory.residentBytes()
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    let total = store.rows.reduce(0) { $0 + $1.count }
    try check(total == shown, "the rows hold \(total) increments, but \(shown) rows were shown and tapped")
    let visibleStores = Set(visible.map { ObjectIdentifier($0.store) })
    let leaked = sample.filter { weak in
      weak.store.map { !visibleStores.contains(ObjectIdentifier($0)) } ?? false
    }
    try check(
      leaked.isEmpty, "\(leaked.count) of \(sample.count) sampled row stores outlived their rows")
    if let before = residentAfterFirstPass, let after = residentAtEnd {
      try check(
        after - before <= 1 << 20,
        """
        resident memory grew by \(Format.grouped((after - before) / 1024)) KiB between the first pass over \
        the list and the last row: something is kept for every row shown
        """)
    }
    // NB: Each subscription delivers the current row when it starts, and the increment once more.
    try check(callbacks == 2 * shown, "the observers were called \(callbacks) times for \(shown) rows")
    return callbacks
  }
}

/// A row store held weakly, to check that it goes with its row.
@MainActor
private struct WeakStore {
  weak var store: Store<Row, CounterAction>?

  init(_ store: Store<Row, CounterAction>) {
    self.store = store
  }
}
