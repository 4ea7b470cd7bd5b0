import StateKit

extension Workload {
  /// W10: a root store whose own reducer edits one of 1,000 rows by id for every action.
  static func rowEdits(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 100_000, quick: 1_000)
    return Workload(
      name: "W10",
      summary: """
        100,000 sends to a root store whose reducer edits one of 1,000 rows by id \
        (`state.rows[id: id]?.count += 1`), one observer of the number of edits
        """,
      body: .trials(actions: actions) { RowEditsTrial(actions: actions) },
      targets: [.ratio(atMost: 1, of: "W10ref")]
    )
  }
}

/// W10's trial: `actions` edits of rows drawn at random (with a fixed seed), sent to a root store whose
/// reducer edits the row by id in an `IdentifiedArrayOf`, with one observer of the edit count.
@MainActor
final class RowEditsTrial: Trial {
  static let rowCount = 1_000

  private let store = Store(initialState: RowEditor.State(rowCount: rowCount)) {
    RowEditor()
  }
  private let targetRows: [Int]
  private let tally = CallbackTally<Int>()
  private let token: CancellationToken

  init(actions: Int) {
    targetRows = RowTally.targetRows(actions: actions, rows: Self.rowCount)
    token = store.publisher.edits.sink { [tally] in tally.record($0) }
    tally.reset()
  }

  func run() {
    for id in targetRows {
      store.send(.incrementRow(id: id))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try RowEditsTrial.checkRows(store.rows.lazy.map { ($0.id, $0.count) }, after: targetRows)
    try check(
      tally.count == targetRows.count && tally.last == targetRows.count,
      "the edits' observer was called \(tally.count) times for \(targetRows.count) edits")
    return tally.count
  }

  /// Checks that each row's count is the number of edits of its id in `targetRows`.
  static func checkRows(
    _ rows: some Sequence<(id: Int, count: Int)>, after targetRows: [Int]
  ) throws(BenchmarkFailure) {
    var expected = Array(repeating: 0, count: rowCount)
    for id in targetRows { expected[id] += 1 }
    var seen = 0
    for (id, count) in rows {
      try check(
        count == expected[id], "row \(id) has count \(count) after \(expected[id]) edits")
      seen += 1
    }
    try check(seen == rowCount, "\(seen) rows are left of \(rowCount)")
  }
}
