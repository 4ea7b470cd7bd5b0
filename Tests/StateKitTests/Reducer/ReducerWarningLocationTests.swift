import StateKit
import Testing

/// A child reducer's warning names the line it was written on: `ifLet`, `forEach`, the presentation
/// `ifLet` and the stack `forEach`, given an `extract` or the action's case alone, keep their file and line
/// (not a whole location) and name them when an action finds no child.
@MainActor
struct ReducerWarningLocationTests {
  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var count = 0
  }

  enum RowAction: Equatable, Sendable {
    case increment
  }

  struct Counter: Reducer {
    func reduce(into state: inout Row, action: RowAction) -> Effect<RowAction> {
      state.count += 1
      return .none
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
      var child: Row?
      var other: Row?
      @PresentationState var sheet: Row?
      var path = StackState<Row>()
      @PresentationState var otherSheet: Row?
      var otherPath = StackState<Row>()
    }

    enum Action: Equatable, Sendable {
      case row(id: Int, action: RowAction)
      case child(RowAction)
      case other(RowAction)
      case sheet(PresentationAction<RowAction>)
      case path(StackAction<Row, RowAction>)
      case otherSheet(PresentationAction<RowAction>)
      case otherPath(StackAction<Row, RowAction>)

      var row: (id: Int, action: RowAction)? {
        if case .row(let id, let action) = self { (id, action) } else { nil }
      }
      var child: RowAction? { if case .child(let action) = self { action } else { nil } }
      var sheet: PresentationAction<RowAction>? { if case .sheet(let action) = self { action } else { nil } }
      var path: StackAction<Row, RowAction>? { if case .path(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .forEach(\.rows, action: Action.row, extract: \.row, line: 9_001) { Counter() }
        .ifLet(\.child, action: Action.child, extract: \.child, line: 9_002) { Counter() }
        .ifLet(\.other, action: Action.other, line: 9_003) { Counter() }
        .ifLet(\.$sheet, action: Action.sheet, extract: \.sheet, line: 9_004) { Counter() }
        .forEach(\.path, action: Action.path, extract: \.path, line: 9_005) { Counter() }
        .ifLet(\.$otherSheet, action: Action.otherSheet, line: 9_006) { Counter() }
        .forEach(\.otherPath, action: Action.otherPath, line: 9_007) { Counter() }
    }
  }

  @Test(arguments: [
    (Feature.Action.row(id: 7, action: .increment), 9_001),
    (.child(.increment), 9_002),
    (.other(.increment), 9_003),
    (.sheet(.presented(.increment)), 9_004),
    (.path(.element(id: 3, action: .increment)), 9_005),
    (.path(.popFrom(id: 3)), 9_005),
    (.otherSheet(.presented(.increment)), 9_006),
    (.otherSheet(.dismiss), 9_006),
    (.otherPath(.element(id: 3, action: .increment)), 9_007),
    (.otherPath(.popFrom(id: 3)), 9_007),
  ])
  func aWarningNamesTheLineOfTheReducerThatFoundNoChild(action: Feature.Action, line: Int) async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let warnings = await withRuntimeWarnings { store.send(action) }
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("\(#fileID):\(line)") == true, "\(warnings)")
  }
}
