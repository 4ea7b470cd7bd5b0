import StateKit

/// The feature of TCA's own store benchmarks, in StateKit's terms: a count, and a presented child of the
/// same feature, nested level after level (`Store.Send`, `Store.Scope`, `Store.Access`, `NestedStore`).
struct Nest: Reducer {
  struct State: Equatable {
    var count = 0
    @PresentationState var child: State?

    /// `levels` levels, each presenting the next; the innermost presents nothing.
    init(levels: Int) {
      if levels > 1 { child = State(levels: levels - 1) }
    }

    /// The count `levels - 1` children down (this level's for 1).
    func count(atLevel levels: Int) -> Int? {
      levels == 1 ? count : child?.count(atLevel: levels - 1)
    }
  }

  enum Action: Equatable, Sendable {
    case tap
    case child(PresentationAction<Action>)

    /// A tap for the level `levels - 1` children down (this level's for 1).
    static func tap(atLevel levels: Int) -> Action {
      levels == 1 ? .tap : .child(.presented(tap(atLevel: levels - 1)))
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .tap = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: Action.child) {
      Nest()
    }
  }
}

/// The store of a ``Nest`` scoped to its presented child, from one place in the code, as a view does.
@MainActor
func scopeToChild(_ store: Store<Nest.State, Nest.Action>) -> Store<Nest.State, Nest.Action>? {
  store.scope(state: \.child, action: { .child(.presented($0)) })
}

/// The store `levels - 1` presentations below `root` (`root` itself for 1).
@MainActor
func scopeDown(_ root: Store<Nest.State, Nest.Action>, levels: Int) -> Store<Nest.State, Nest.Action>? {
  var store = root
  for _ in 1..<levels {
    guard let child = scopeToChild(store) else { return nil }
    store = child
  }
  return store
}
