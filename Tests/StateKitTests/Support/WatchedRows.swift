import StateKit
import StateKitTesting

/// A feature that runs a timer until its effects are cancelled; `restart(as:)` takes another identity.
struct Pulse: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case restart(as: Int)
    case tick
  }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .ticking(on: clock, sending: .tick)
    case .restart(let id):
      state.id = id
      return .ticking(on: clock, sending: .tick)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

extension Effect where Action: Sendable {
  /// Sends `action` every second of `clock`, until cancelled.
  static func ticking(on clock: TestClock, sending action: Action) -> Self {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(action)
      }
    }
  }
}

/// A row with a timer of its own and an optional child with one.
struct WatchedRow: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var child: Pulse.State?
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case tick
    case child(Pulse.Action)
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .ticking(on: clock, sending: .tick)
      case .tick:
        state.ticks += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: Action.child) { Pulse(clock: clock) }
  }
}

/// Rows of its own, shown by ``WatchedRows`` as a child.
struct WatchedDetail: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<WatchedRow.State> = []
  }

  enum Action: Equatable, Sendable {
    case row(id: Int, action: WatchedRow.Action)
    case removeRow(id: Int)
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    // A reducer beside the `forEach`, which never sees what it removes.
    Reduce { state, action in
      if case .removeRow(let id) = action { _ = state.rows.remove(id: id) }
      return .none
    }
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.row) { WatchedRow(clock: clock) }
  }
}

/// Rows, a stack and a presented child with rows of its own, whose elements run timers, with reducers
/// beside the `forEach`es and the `ifLet` that change what they hold without them seeing it.
struct WatchedRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<WatchedRow.State> = []
    var saved: IdentifiedArrayOf<WatchedRow.State> = []
    var path = StackState<Pulse.State>()
    var detail: WatchedDetail.State?
  }

  enum Action: Equatable, Sendable {
    case row(id: Int, action: WatchedRow.Action)
    case path(StackAction<Pulse.State, Pulse.Action>)
    case detail(WatchedDetail.Action)
    case clearChild(rowID: Int)
    case removeRow(id: Int)
    case replaceRow(WatchedRow.State)
    case clearAll
    case saveRows
    /// Restarts the child of a row under another id, then puts the rows saved by `saveRows` back.
    case restartChildThenRestoreRows(rowID: Int, as: Int)
    case renameScreen(id: StackElementID, Int)
    case removeScreen(id: StackElementID)
    case clearDetail

    /// The row action this action carries, for `forEach`.
    var rowAction: (id: Int, action: WatchedRow.Action)? {
      switch self {
      case .row(let id, let action): (id, action)
      case .restartChildThenRestoreRows(let id, let childID): (id, .child(.restart(as: childID)))
      default: nil
      }
    }
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .clearChild(let id): state.rows[id: id]?.child = nil
      case .removeRow(let id): _ = state.rows.remove(id: id)
      case .replaceRow(let row):
        _ = state.rows.remove(id: row.id)
        state.rows.append(row)
      case .clearAll: state.rows = []
      case .saveRows: state.saved = state.rows
      case .renameScreen(let id, let newID): state.path[id: id]?.id = newID
      case .removeScreen(let id): state.path[id: id] = nil
      case .clearDetail: state.detail = nil
      default: break
      }
      return .none
    }
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.row, extract: \.rowAction) { WatchedRow(clock: clock) }
      .forEach(\.path, action: Action.path) { Pulse(clock: clock) }
      .ifLet(\.detail, action: Action.detail) { WatchedDetail(clock: clock) }
    // After the `forEach`: undoes what the row reducer just did.
    Reduce { state, action in
      if case .restartChildThenRestoreRows = action { state.rows = state.saved }
      return .none
    }
  }
}

/// A hand-written reducer around another that passes routes on to it, counting them.
struct RoutingHost<Base: Reducer>: Reducer {
  let routes: LockIsolated<Int>
  let base: Base

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }

  func _reduce(into state: inout Base.State, route: _ChildRoute) -> Bool? {
    routes.withValue { $0 += 1 }
    return base._reduce(into: &state, route: route)
  }
}

/// A hand-written reducer around another that does not pass routes on.
struct OpaqueHost<Base: Reducer>: Reducer {
  let base: Base

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }
}
