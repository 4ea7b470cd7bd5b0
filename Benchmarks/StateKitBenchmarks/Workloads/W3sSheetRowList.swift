import StateKit

extension Workload {
  /// W3s: W3's smaller list inside an optional (sheet) store, each row observed through a store scoped to
  /// the sheet, then to the row by id.
  static func sheetRowList(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 10_000, quick: 1_000)
    let rows = scale.size(full: 1_000, quick: 100)
    return Workload(
      name: "W3s",
      summary: """
        W3/N=\(rows) inside a sheet: \(Format.grouped(rows)) rows observed through the sheet's store; \
        \(Format.grouped(actions)) actions change one random row each
        """,
      body: .trials(actions: actions) { SheetRowListTrial(rows: rows, actions: actions) },
      targets: [.oneCallbackPerAction, .ratio(atMost: 1.5, of: "W3/N=\(rows)")]
    )
  }
}

/// W3s's trial: the rows of a list presented in a sheet, one store and one observer per row.
@MainActor
final class SheetRowListTrial: Trial {
  private let store: Store<SheetRowList.State, SheetRowList.Action>
  private let rowStores: [Store<Row, CounterAction>]
  private let tally: RowTally
  private var tokens: [CancellationToken] = []
  private let targetRows: [Int]

  init(rows: Int, actions: Int) {
    let store = Store(initialState: SheetRowList.State(sheet: RowList.State(rowCount: rows))) {
      SheetRowList()
    }
    self.store = store
    self.targetRows = RowTally.targetRows(actions: actions, rows: rows)
    let sheet = store.scope(state: \.sheet, action: SheetRowList.Action.sheet)!
    self.rowStores = (0..<rows).map { id in
      sheet.scope(state: \.rows, id: id, action: RowList.Action.row)!
    }
    self.tally = RowTally(rows: rows)
    tokens = tally.observe(rowStores)
  }

  func run() {
    for id in targetRows {
      store.send(.sheet(.row(id: id, action: .increment)))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    for (id, rowStore) in rowStores.enumerated() {
      let expected = targetRows.count { $0 == id }
      try check(rowStore.count == expected, "row \(id) has count \(rowStore.count), expected \(expected)")
      try check(
        tally.lastCounts[id] == (expected > 0 ? expected : nil), "row \(id)'s observer missed a change")
    }
    return tally.callbacks.reduce(0, +)
  }
}
