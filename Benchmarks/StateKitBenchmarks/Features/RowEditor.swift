import StateKit

/// A list whose reducer edits its rows by id itself, as most list features do (`state.todos[id: id]?
/// .isComplete.toggle()`), without a row reducer run by `forEach` (W10).
struct RowEditor: Reducer {
  /// The rows, and how many edits the reducer made: what the workload's observer watches.
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var edits = 0

    /// Rows with ids `0..<count`, each at count 0.
    init(rowCount: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0) })
    }
  }

  /// An edit of the row with the given id.
  enum Action: Equatable, Sendable {
    /// Increments the count of the row with id `id`.
    case incrementRow(id: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementRow(let id):
      state.rows[id: id]?.count += 1
      state.edits += 1
      return .none
    }
  }
}
