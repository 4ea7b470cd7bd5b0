import StateKit

/// W3's list presented in a sheet: the same rows, inside optional state run with `ifLet` (W3s).
struct SheetRowList: Reducer {
  /// The sheet, when it is presented.
  struct State: Equatable {
    var sheet: RowList.State?
  }

  /// Actions of the list in the sheet.
  enum Action: Equatable, Sendable {
    /// An action of the list in the sheet.
    case sheet(RowList.Action)

    /// The list's action this action carries, for `ifLet`.
    var sheet: RowList.Action? {
      switch self {
      case .sheet(let action): action
      }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .ifLet(\.sheet, action: Action.sheet, extract: \.sheet) {
        RowList()
      }
  }
}
