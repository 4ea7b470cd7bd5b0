import StateKit

extension Workload {
  /// W3's floor: what W3 would cost if a list's rows were observed through one table, with no store.
  ///
  /// Not a design StateKit could ship as it is: it has no stores, no effects, no re-entrancy rule, and no
  /// way for a row to be removed. It is the least any design can touch when a row changes: the list's
  /// state, the row's last shown value and callback, the callback's own context, and the tally. So the
  /// difference between its two sizes is the least that a list of 10,000 rows adds, on this machine's
  /// caches, to a list of 1,000: what W3's own difference is to be read beside.
  static func rowTableFloors(_ scale: Scale) -> [Workload] {
    let actions = scale.size(full: 10_000, quick: 1_000)
    return [scale.size(full: 1_000, quick: 100), scale.size(full: 10_000, quick: 1_000)].map { rows in
      Workload(
        name: "W3floor/N=\(rows)",
        summary: """
          W3's least possible work: \(Format.grouped(rows)) rows in the same state, each row's last \
          value and callback in one table by id, no store; \(Format.grouped(actions)) actions
          """,
        body: .trials(actions: actions) { RowTableFloorTrial(rows: rows, actions: actions) },
        targets: [.oneCallbackPerAction]
      )
    }
  }
}

/// W3's floor: the rows of ``RowList``'s state changed in place, and each row's observer found in one
/// table by id, holding the row as last shown and the row's callback.
@MainActor
final class RowTableFloorTrial: Trial {
  /// A row's observer: what it was last shown, and its callback.
  private struct Slot {
    var shown: Row
    let receive: (Row) -> Void
  }

  private var state: RowList.State
  /// The observers, in the order of their rows' ids, found through ``slotIndices``.
  private var slots: ContiguousArray<Slot> = []
  private var slotIndices: [Int: Int] = [:]
  private let tally: RowTally
  private let targetRows: [Int]

  init(rows: Int, actions: Int) {
    state = RowList.State(rowCount: rows)
    tally = RowTally(rows: rows)
    targetRows = RowTally.targetRows(actions: actions, rows: rows)
    // NB: One callback per row, each with a context of its own, as each row's subscription has in W3.
    for row in state.rows {
      slotIndices[row.id] = slots.count
      slots.append(Slot(shown: row, receive: { [unowned tally] in tally.record($0) }))
    }
  }

  func run() {
    // NB: Taken out of the trial for the run, so that no access to them is checked for exclusivity: the
    // floor is what the work itself costs.
    var rows = state.rows
    state.rows = []
    var slots = self.slots
    self.slots = []
    for id in targetRows {
      guard let index = rows.index(id: id) else { continue }
      rows[index].count += 1
      guard let slot = slotIndices[id], slots[slot].shown != rows[index] else { continue }
      slots[slot].shown = rows[index]
      slots[slot].receive(rows[index])
    }
    state.rows = rows
    self.slots = slots
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try tally.verify(after: targetRows) { state.rows[id: $0]?.count }
    return tally.callbacks.reduce(0, +)
  }
}
