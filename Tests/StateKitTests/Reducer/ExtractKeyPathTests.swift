import StateKit
import StateKitTesting
import Testing

/// `forEach`'s `extract` takes the labeled `(id:action:)` tuple, so a chained key path to a property that
/// returns it works: with a label mismatch, Swift 6.3 miscompiled the key-path-to-function conversion and
/// crashed on the first action that was not an element action.
private struct Nested: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 1)]
    var path: StackState<Ticker.State> = [Ticker.State(id: 2)]
    var renamed = 0
  }

  enum ListAction: Equatable, Sendable {
    case row(id: Int, action: Ticker.Action)
    case path(StackAction<Ticker.State, Ticker.Action>)
    case rename

    var row: (id: Int, action: Ticker.Action)? {
      if case .row(let id, let action) = self { (id, action) } else { nil }
    }
    var path: StackAction<Ticker.State, Ticker.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  enum Action: Equatable, Sendable {
    case list(ListAction)
    case other

    var list: ListAction? { if case .list(let action) = self { action } else { nil } }

    static func listRow(id: Int, action: Ticker.Action) -> Self { .list(.row(id: id, action: action)) }
    static func listPath(_ action: StackAction<Ticker.State, Ticker.Action>) -> Self { .list(.path(action)) }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .list(.rename) = action { state.renamed += 1 }
      return .none
    }
    .forEach(\.rows, action: Action.listRow, extract: \.list?.row) {
      Ticker(clock: .init())
    }
    .forEach(\.path, action: Action.listPath, extract: \.list?.path) {
      Ticker(clock: .init())
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExtractKeyPathTests {
  @Test func aChainedKeyPathExtractsElementActionsAndLetsOthersThrough() {
    let store = Store(initialState: Nested.State()) { Nested() }
    store.send(.other)
    store.send(.list(.rename))
    store.send(.list(.row(id: 1, action: .tick)))
    store.send(.list(.path(.element(id: 0, action: .tick))))
    store.send(.list(.path(.push(id: 1, state: Ticker.State(id: 3)))))
    #expect(store.renamed == 1)
    #expect(store.rows[id: 1]?.ticks == 1)
    #expect(store.path[id: 0]?.ticks == 1)
    #expect(store.path.ids == [0, 1])
  }
}
