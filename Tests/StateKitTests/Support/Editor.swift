import StateKit

/// A feature with fields of every kind a view reads through a store: a counter, a bound text, a
/// non-optional and an optional child, rows by id, a value that is not `Equatable`, and a sheet.
struct Editor: Reducer {
  struct Detail: Equatable, Sendable {
    var name = "Ada"
    var count = 0
  }

  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title = ""
    var count = 0
  }

  /// A value that is not `Equatable`: a read of it cannot be compared.
  struct Tag: Sendable {
    var label = ""
  }

  struct State: Sendable {
    var count = 0
    var text = ""
    var detail = Detail()
    var child: Detail?
    var rows: IdentifiedArrayOf<Row> = IdentifiedArray(uniqueElements: (0..<4).map { Row(id: $0) })
    var tag = Tag()
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case increment
    case textChanged(String)
    case detailNamed(String)
    case detailCounted
    case present(Detail?)
    case childNamed(String)
    case childCounted
    case rowTitled(id: Int, String)
    case rowCounted(id: Int)
    case rowInserted(id: Int)
    case rowRemoved(id: Int)
    case rowsReversed
    case tagged(String)
    case detail(Never)
    case child(Never)
    case row(id: Int, Never)

    var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .detail, .child, .row: break
      case .increment: state.count += 1
      case .textChanged(let text): state.text = text
      case .detailNamed(let name): state.detail.name = name
      case .detailCounted: state.detail.count += 1
      case .present(let child): state.child = child
      case .childNamed(let name): state.child?.name = name
      case .childCounted: state.child?.count += 1
      case .rowTitled(let id, let title): state.rows[id: id]?.title = title
      case .rowCounted(let id): state.rows[id: id]?.count += 1
      case .rowInserted(let id): state.rows.append(Row(id: id))
      case .rowRemoved(let id): state.rows.remove(id: id)
      case .rowsReversed: state.rows.reverse()
      case .tagged(let label): state.tag.label = label
      }
      return .none
    }
  }
}
