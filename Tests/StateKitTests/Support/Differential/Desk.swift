import StateKit

/// A feature with every way a store changes state: actions a `.run` feeds back in sequence, `.send`
/// chains, cancellation (in flight and of the effect that is sending), a stack whose screens push, pop,
/// and dismiss themselves from a reducer or an effect, in order with the actions they sent before.
///
/// Each action starts at most one asynchronous effect, and its actions start only synchronous ones, so a
/// `Store` processes the same sequence whatever the scheduling: what a test store must reproduce.
struct Desk: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fetched: [Int] = []
    var log: [String] = []
    var path = StackState<DeskItem.State>()
    var nextItem = 0
  }

  enum Action: Equatable, Sendable {
    case increment
    case chain
    case fetch
    case fetched(Int)
    case cancelFetch
    case push
    case popLast
    case path(StackAction<DeskItem.State, DeskItem.Action>)

    var path: StackAction<DeskItem.State, DeskItem.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  enum CancelID { case fetch }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .chain:
        return .merge(.send(.increment), .send(.increment))
      case .fetch:
        return .run { [count = state.count] send in
          await send(.fetched(count))
          await send(.cancelFetch)
          await send(.fetched(count + 1))
        }
        .cancellable(id: CancelID.fetch, cancelInFlight: true)
      case .fetched(let value):
        state.fetched.append(value)
        return .none
      case .cancelFetch:
        // Cancels the very effect that sent it: its next action is dropped.
        return .cancel(id: CancelID.fetch)
      case .push:
        state.path.append(DeskItem.State(id: state.nextItem))
        state.nextItem += 1
        return .none
      case .popLast:
        state.path.popLast()
        return .none
      case .path(.element(let id, .saved)):
        state.log.append("saved \(id)")
        return .none
      case .path(.popFrom(let id)):
        state.log.append("pop \(id)")
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path, extract: \.path) { DeskItem() }
  }
}

/// A screen of the desk's stack.
struct DeskItem: Reducer {
  struct State: Equatable, Sendable {
    var id: Int
    var value = 0
    var saved = 0
  }

  enum Action: Equatable, Sendable {
    case bump
    case save
    case saveAndClose
    case saved
    case close
    case load
    case loaded(Int)
    case stopLoading
  }

  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .bump:
      state.value += 1
      return .none
    case .save:
      return .merge(.send(.saved), .dismiss)
    case .saveAndClose:
      return .run { send in
        await send(.saved)
        await send.dismiss()
      }
    case .saved:
      state.saved += 1
      return .none
    case .close:
      return .dismiss
    case .load:
      return .run { [value = state.value] send in
        await send(.loaded(value))
        await send(.stopLoading)
        await send(.loaded(value + 1))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .loaded(let value):
      state.value = value
      return .none
    case .stopLoading:
      return .cancel(id: CancelID.load)
    }
  }
}

extension Desk.Action {
  /// A random action for `state`: mostly ones that do something, sometimes one for a screen that is gone.
  static func random(for state: Desk.State, using generator: inout some RandomNumberGenerator) -> Self {
    let ids = state.path.ids
    if !ids.isEmpty, Int.random(in: 0..<10, using: &generator) < 5 {
      let id = ids.randomElement(using: &generator)!
      if Int.random(in: 0..<8, using: &generator) == 0 { return .path(.popFrom(id: id)) }
      let actions: [DeskItem.Action] = [.bump, .save, .saveAndClose, .close, .load, .stopLoading]
      return .path(.element(id: id, action: actions.randomElement(using: &generator)!))
    }
    let actions: [Self] = [.increment, .chain, .fetch, .cancelFetch, .push, .push, .popLast]
    return actions.randomElement(using: &generator)!
  }
}
