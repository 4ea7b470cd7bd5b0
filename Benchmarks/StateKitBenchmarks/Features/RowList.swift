import StateKit

/// One row of a list: an id and a count (W3).
struct Row: CountingState, Identifiable, Equatable, Sendable {
  let id: Int
  var count = 0
}

/// A row's feature: the counter's logic on a ``Row``.
struct RowCounter: Reducer {
  func reduce(into state: inout Row, action: CounterAction) -> Effect<CounterAction> {
    state.apply(action)
    return .none
  }
}

/// A list of rows, each run by ``RowCounter``, the way StateKit recommends for list rows: the rows live in
/// an `IdentifiedArrayOf<Row>`, the list reducer runs the row reducer with `forEach`, and each row's view
/// observes a store scoped to its row by id (W3).
struct RowList: Reducer {
  /// The rows, identified by `Row.id`.
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>

    /// Rows with ids `0..<count`, each at count 0.
    init(rowCount: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0) })
    }
  }

  /// Row actions, tagged with the row's id.
  enum Action: Equatable, Sendable {
    /// An action for the row with id `id`.
    case row(id: Int, action: CounterAction)

    /// The row id and action this action carries, for `forEach`.
    var row: (id: Int, action: CounterAction)? {
      switch self {
      case .row(let id, let action): (id, action)
      }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.row, extract: \.row) {
        RowCounter()
      }
  }
}
