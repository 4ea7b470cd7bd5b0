import StateKit

extension Workload {
  /// W12: W10's edits of one of 1,000 rows per action, made by the row's own reducer under `forEach`,
  /// while every row runs an effect: the store checks after every action that the rows whose effects run
  /// are still there, looking only at the row the action wrote.
  static func watchedRowEdits(_ scale: Scale) -> Workload {
    let actions = scale.size(full: 10_000, quick: 1_000)
    return Workload(
      name: "W12",
      summary: """
        10,000 sends, each editing one of 1,000 rows through `forEach` while each row runs an effect \
        that lasts as long as the row, no observer
        """,
      body: .trials(actions: actions) { WatchedRowEditsTrial(actions: actions) },
      targets: [.ratio(atMost: 100, of: "W10")]
    )
  }
}

/// A row whose feature starts an effect that runs until the row goes (W12).
struct WatchedRow: Reducer {
  enum Action: Equatable, Sendable {
    /// Starts the row's effect, which waits until it is cancelled.
    case start
    /// Adds one to the row's count.
    case increment
  }

  func reduce(into state: inout Row, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { _ in
        try await Task.sleep(for: .seconds(86_400))
      }
    case .increment:
      state.count += 1
      return .none
    }
  }
}

/// A list of ``WatchedRow``s run by `forEach` (W12).
struct WatchedRowList: Reducer {
  /// The rows, each with an effect once started.
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
  }

  /// Row actions, tagged with the row's id.
  enum Action: Equatable, Sendable {
    /// An action for the row with id `id`.
    case row(id: Int, action: WatchedRow.Action)

    /// The row id and action this action carries, for `forEach`.
    var row: (id: Int, action: WatchedRow.Action)? {
      switch self {
      case .row(let id, let action): (id, action)
      }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.row, extract: \.row) {
        WatchedRow()
      }
  }
}

/// W12's trial: 1,000 rows, each with its effect started before the timed part; `actions` increments of
/// rows drawn at random. Releasing the store cancels the effects.
@MainActor
final class WatchedRowEditsTrial: Trial {
  private let store: Store<WatchedRowList.State, WatchedRowList.Action>
  private let targetRows: [Int]

  init(actions: Int) {
    let rows = (0..<RowEditsTrial.rowCount).map { Row(id: $0) }
    store = Store(initialState: WatchedRowList.State(rows: IdentifiedArray(uniqueElements: rows))) {
      WatchedRowList()
    }
    targetRows = RowTally.targetRows(actions: actions, rows: RowEditsTrial.rowCount)
    for id in 0..<RowEditsTrial.rowCount {
      store.send(.row(id: id, action: .start))
    }
  }

  func run() {
    for id in targetRows {
      store.send(.row(id: id, action: .increment))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try RowEditsTrial.checkRows(store.rows.lazy.map { ($0.id, $0.count) }, after: targetRows)
    return nil
  }
}
