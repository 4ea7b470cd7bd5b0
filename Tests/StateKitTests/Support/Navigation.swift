import StateKit
import StateKitTesting

/// A row, sheet or screen with a repeating timer under one `CancelID`, to see which instance's effects an
/// identifier or a dismissal reaches.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var ticks = 0
    var saved = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case stop
    case tick
    case save
    case saved
    case close
    case closeLater
    case saveAndClose
  }

  enum CancelID: Hashable, Sendable { case timer }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    case .save:
      // Tells the parent, then leaves: the dismissal comes after the action, in order.
      return .merge(.send(.saved), .dismiss)
    case .saved:
      state.saved += 1
      return .none
    case .close:
      return .dismiss
    case .closeLater:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send.dismiss()
      }
    case .saveAndClose:
      // Tells the parent, then leaves, from an effect: the dismissal comes after the action, in order.
      return .run { send in
        await send(.saved)
        await send.dismiss()
      }
    }
  }
}

/// Tickers in every kind of place: a list, a sheet, a stack, and a destination of two kinds.
struct Places: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Ticker.State> = []
    var sheet: Ticker.State?
    var path = StackState<Ticker.State>()
    var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case row(id: Int, action: Ticker.Action)
    case sheet(Ticker.Action)
    case path(StackAction<Ticker.State, Ticker.Action>)
    case destination(Destination.Action)
    case addRow(Ticker.State)
    case removeRow(Int)
    case present(Ticker.State?)
    case setDestination(Destination.State?)
    case stopAll

    var row: (id: Int, action: Ticker.Action)? {
      if case .row(let id, let action) = self { (id, action) } else { nil }
    }
    var sheet: Ticker.Action? { if case .sheet(let action) = self { action } else { nil } }
    var path: StackAction<Ticker.State, Ticker.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
    var destination: Destination.Action? { if case .destination(let action) = self { action } else { nil } }
  }

  /// One of two screens, presented in one optional enum.
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case editor(Ticker.State)
      case share(Ticker.State)

      var editor: Ticker.State? {
        get { if case .editor(let state) = self { state } else { nil } }
        set { if let newValue { self = .editor(newValue) } }
      }
      var share: Ticker.State? {
        get { if case .share(let state) = self { state } else { nil } }
        set { if let newValue { self = .share(newValue) } }
      }
    }

    enum Action: Equatable, Sendable {
      case editor(Ticker.Action)
      case share(Ticker.Action)

      var editor: Ticker.Action? { if case .editor(let action) = self { action } else { nil } }
      var share: Ticker.Action? { if case .share(let action) = self { action } else { nil } }
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      Scope(state: \.editor, action: Action.editor, extract: \.editor) { Ticker(clock: clock) }
      Scope(state: \.share, action: Action.share, extract: \.share) { Ticker(clock: clock) }
    }
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRow(let row):
        state.rows.append(row)
      case .removeRow(let id):
        state.rows.remove(id: id)
      case .present(let sheet):
        state.sheet = sheet
      case .setDestination(let destination):
        state.destination = destination
      case .stopAll:
        return .cancel(id: Ticker.CancelID.timer)
      case .sheet(.save):
        // Saving replaces the sheet with the next document, in the same action.
        if let id = state.sheet?.id { state.sheet = Ticker.State(id: id + 1) }
      case .row, .sheet, .path, .destination:
        break
      }
      return .none
    }
    .forEach(\.rows, action: Action.row, extract: \.row) { Ticker(clock: clock) }
    .ifLet(\.sheet, action: Action.sheet, extract: \.sheet) { Ticker(clock: clock) }
    .forEach(\.path, action: Action.path, extract: \.path) { Ticker(clock: clock) }
    .ifLet(\.destination, action: Action.destination, extract: \.destination) {
      Destination(clock: clock)
    }
  }
}

/// Waits until `store`'s state satisfies `condition`, as its observers are told: no polling.
@MainActor
func waitUntil<State: Sendable, Action>(_ store: Store<State, Action>, _ condition: (State) -> Bool) async {
  if condition(store.state) { return }
  for await state in store.publisher.values where condition(state) { return }
}
