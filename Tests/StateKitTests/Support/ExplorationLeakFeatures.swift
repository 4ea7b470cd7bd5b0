import StateKit

// A list and the screens that show it, with the leaks the exploration's leaked-stores check finds.

/// A list of counters: add one, remove one, tap one.
struct Roster: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = []
    var nextID = 0
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action: Equatable {
    case add
    case remove(Int)
    case tapped(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add:
      state.rows.append(Row(id: state.nextID))
      state.nextID += 1
    case .remove(let id):
      state.rows.remove(id: id)
    case .tapped(let id):
      state.rows[id: id]?.count += 1
    }
    return .none
  }

  /// Add while there are fewer than two rows; remove or tap each row.
  static func actions(_ state: State) -> [Action] {
    (state.rows.count < 2 ? [.add] : []) + state.rows.ids.flatMap { [.remove($0), .tapped($0)] }
  }
}

/// The list's screen as a view controller writes it: it observes the rows, scopes a store for each row
/// it shows, and observes each row's count. Unless fixed, it caches every row's store by id and never
/// drops one whose row is gone (`keepsRemovedRows`), or drops the store but keeps its observer
/// (`keepsRemovedObservers`).
@MainActor
final class RosterScreen {
  enum Bug { case none, keepsRemovedRows, keepsRemovedObservers }
  /// What a row's view sends: a tap.
  enum RowAction { case tapped }

  let store: Store<Roster.State, Roster.Action>
  let bug: Bug
  private(set) var rowStores: [Int: Store<Roster.Row, RowAction>] = [:]
  private var rowObservers: [Int: CancellationToken] = [:]
  private var listObserver: CancellationToken?
  private(set) var countsShown = 0

  init(store: Store<Roster.State, Roster.Action>, bug: Bug = .none) {
    self.store = store
    self.bug = bug
    show(store.state.rows)
    listObserver = store.publisher.rows.sink { [weak self] rows in self?.show(rows) }
  }

  private func show(_ rows: IdentifiedArrayOf<Roster.Row>) {
    for id in rows.ids where rowStores[id] == nil {
      guard
        let row = store.scope(state: \.rows, id: id, action: { id, _ in Roster.Action.tapped(id) })
          as Store<Roster.Row, RowAction>?
      else { continue }
      rowStores[id] = row
      rowObservers[id] = row.publisher.count.sink { [weak self] _ in self?.countsShown += 1 }
    }
    for id in Array(rowStores.keys) where rows[id: id] == nil {
      switch bug {
      case .none:
        rowStores[id] = nil
        rowObservers[id] = nil
      case .keepsRemovedRows:
        break
      case .keepsRemovedObservers:
        rowStores[id] = nil
      }
    }
  }
}
