import StateKit
import Testing

/// A list whose rows are not `Equatable`: a row store cannot compare, so it reports every change it is
/// told about, which shows exactly which rows the store told.
private struct Board: Reducer {
  struct Row: Identifiable {
    let id: Int
    var value = 0
  }

  struct State {
    var rows: IdentifiedArrayOf<Row>
    var title = "Board"
    /// The rows behind a computed property, which a store reads through the key path itself rather than
    /// at an offset.
    var rowsByAccessor: IdentifiedArrayOf<Row> { rows }

    init(rowCount: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0) })
    }
  }

  enum Action {
    case increment(id: Int)
    case incrementByCopying(id: Int)
    case incrementEach(ids: [Int])
    case replaceAll
    case rename(String)
    case remove(id: Int)
    case row(id: Int, Never)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment(let id):
      state.rows[id: id]?.value += 1
    case .incrementByCopying(let id):
      var rows = state.rows
      rows[id: id]?.value += 1
      state.rows = rows
    case .incrementEach(let ids):
      for id in ids { state.rows[id: id]?.value += 1 }
    case .replaceAll:
      state.rows = IdentifiedArray(uniqueElements: state.rows.map { Row(id: $0.id, value: $0.value + 1) })
    case .rename(let title):
      state.title = title
    case .remove(let id):
      state.rows.remove(id: id)
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RowObservationTests {
  /// One row store per row, each recording the values it was told about.
  private func observeEveryRow(
    of store: Store<Board.State, Board.Action>,
    at rows: KeyPath<Board.State, IdentifiedArrayOf<Board.Row>> = \.rows
  ) -> (seen: () -> [Int: [Int]], tokens: [CancellationToken]) {
    var seen: [Int: [Int]] = [:]
    var tokens: [CancellationToken] = []
    for id in store.rows.ids {
      let row = store.scope(state: rows, id: id, action: Board.Action.row)!
      tokens.append(row.observeChanges { seen[id, default: []].append($0.value) })
    }
    return ({ seen }, tokens)
  }

  @Test func aChangeToOneRowReachesThatRowsStoreOnly() {
    let store = Store(initialState: Board.State(rowCount: 1_000), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)

    store.send(.increment(id: 500))
    store.send(.increment(id: 7))
    store.send(.increment(id: 500))

    #expect(seen() == [500: [1, 2], 7: [1]])
    withExtendedLifetime(tokens) {}
  }

  @Test func aRowStoreFindsItsRowAfterTheRowsBeforeItAreRemoved() {
    let store = Store(initialState: Board.State(rowCount: 6), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)
    // NB: Another store of row 5 (another call site), read but not observed.
    let unobserved = store.scope(state: \.rows, id: 5, action: Board.Action.row, line: 1)!
    store.send(.increment(id: 5))
    store.send(.increment(id: 4))
    #expect(unobserved.value == 1)

    // NB: A row store looks for its row first where it last found it. Rows 5 and 4 were last found past
    // the end of what is left, and row 3 where row 5 now is.
    store.send(.remove(id: 0))
    store.send(.remove(id: 2))
    #expect(store.rows.ids == [1, 3, 4, 5])
    store.send(.increment(id: 5))
    store.send(.increment(id: 3))
    store.send(.increment(id: 4))

    #expect(unobserved.value == 2)
    #expect(seen()[5] == [1, 2])
    #expect(seen()[4] == [1, 2])
    #expect(seen()[3] == [1])
    #expect(seen()[1] == nil)
    withExtendedLifetime(tokens) {}
  }

  @Test func everyStoreOfOneRowIsToldInTheOrderItWasMadeAndAReleasedOneIsNot() {
    let store = Store(initialState: Board.State(rowCount: 10), reducer: Board())
    var seen: [String] = []
    // NB: Three call sites (by their line), so three stores of row 5 rather than one cached store.
    func observeRow5(_ name: String, line: UInt) -> (Store<Board.Row, Never>, CancellationToken) {
      let row = store.scope(state: \.rows, id: 5, action: Board.Action.row, line: line)!
      return (row, row.observeChanges { seen.append("\(name) \($0.value)") })
    }
    let first = observeRow5("first", line: 1)
    var second: (Store<Board.Row, Never>, CancellationToken)? = observeRow5("second", line: 2)
    let third = observeRow5("third", line: 3)

    store.send(.increment(id: 5))
    #expect(seen == ["first 1", "second 1", "third 1"])

    second = nil
    store.send(.increment(id: 5))
    #expect(seen.dropFirst(3) == ["first 2", "third 2"])

    let fourth = observeRow5("fourth", line: 4)
    store.send(.increment(id: 4))
    store.send(.increment(id: 5))
    #expect(seen.dropFirst(5) == ["first 3", "third 3", "fourth 3"])
    withExtendedLifetime((first, second, third, fourth)) {}
  }

  @Test func anActionThatChangesNoRowReachesNoRowStore() {
    let store = Store(initialState: Board.State(rowCount: 100), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)

    store.send(.rename("Renamed"))

    #expect(seen().isEmpty)
    withExtendedLifetime(tokens) {}
  }

  @Test func anActionThatChangesSeveralRowsTellsEachChangedRowOnce() {
    let store = Store(initialState: Board.State(rowCount: 100), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)

    // NB: Row 4 changes twice in one action: its store is told once, of the value after the action.
    store.send(.incrementEach(ids: [4, 60, 4, 9]))

    #expect(seen() == [4: [2], 60: [1], 9: [1]])
    withExtendedLifetime(tokens) {}
  }

  @Test func copyingTheRowsMutatingAndAssigningBackIsStillPrecise() {
    let store = Store(initialState: Board.State(rowCount: 100), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)

    store.send(.incrementByCopying(id: 3))

    #expect(seen() == [3: [1]])
    withExtendedLifetime(tokens) {}
  }

  @Test func replacingTheWholeCollectionReachesEveryRow() {
    let store = Store(initialState: Board.State(rowCount: 10), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store)

    store.send(.replaceAll)

    #expect(seen() == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, [1]) }))
    withExtendedLifetime(tokens) {}
  }

  @Test func aRowOfAScopedStoreIsObservedByItsIDToo() {
    struct Screen {
      var board = Board.State(rowCount: 50)
    }
    let store = Store(initialState: Screen()) {
      Reduce<Screen, Board.Action> { screen, action in
        Board().reduce(into: &screen.board, action: action)
      }
    }
    let board = store.scope(state: \.board, action: { $0 })
    var seen: [Int: [Int]] = [:]
    var tokens: [CancellationToken] = []
    for id in board.rows.ids {
      let row = board.scope(state: \.rows, id: id, action: Board.Action.row)!
      tokens.append(row.observeChanges { seen[id, default: []].append($0.value) })
    }

    store.send(.increment(id: 42))

    #expect(seen == [42: [1]])
    withExtendedLifetime(tokens) {}
  }

  @Test func aReleasedRowStoreIsNoLongerTold() {
    let store = Store(initialState: Board.State(rowCount: 3), reducer: Board())
    var seen: [Int] = []
    var token: CancellationToken? = store.scope(state: \.rows, id: 1, action: Board.Action.row)!
      .observeChanges { seen.append($0.value) }

    store.send(.increment(id: 1))
    token = nil
    store.send(.increment(id: 1))

    #expect(seen == [1])
    #expect(token == nil)
  }

  @Test func observationOfARowFiresOnlyForThatRow() {
    let store = Store(initialState: Board.State(rowCount: 3), reducer: Board())
    let row = store.scope(state: \.rows, id: 2, action: Board.Action.row)!
    let flag = ObservationFlag { _ = row.value }

    store.send(.increment(id: 1))
    #expect(!flag.hasFired)

    store.send(.increment(id: 2))
    #expect(flag.changeCount == 1)
  }

  @Test func rowsBehindAComputedPropertyAreReadAndToldAsPrecisely() {
    let store = Store(initialState: Board.State(rowCount: 10), reducer: Board())
    let (seen, tokens) = observeEveryRow(of: store, at: \.rowsByAccessor)

    store.send(.increment(id: 3))
    store.send(.incrementEach(ids: [3, 8]))

    #expect(seen() == [3: [1, 2], 8: [1]])
    #expect(store.scope(state: \.rowsByAccessor, id: 8, action: Board.Action.row)?.value == 1)
    withExtendedLifetime(tokens) {}
  }

  @Test func severalStoresOfOneRowAreAllToldAndReleasingOneLeavesTheOthers() {
    let store = Store(initialState: Board.State(rowCount: 3), reducer: Board())
    var seen: [String] = []
    let first = store.scope(state: \.rows, id: 1, action: Board.Action.row)!
      .observeChanges { seen.append("first \($0.value)") }
    var second: CancellationToken? = store.scope(state: \.rows, id: 1, action: Board.Action.row)!
      .observeChanges { seen.append("second \($0.value)") }
    let third = store.scope(state: \.rows, id: 1, action: Board.Action.row)!
      .observeChanges { seen.append("third \($0.value)") }

    store.send(.increment(id: 1))
    second = nil
    store.send(.increment(id: 1))

    #expect(seen == ["first 1", "second 1", "third 1", "first 2", "third 2"])
    #expect(second == nil)
    withExtendedLifetime((first, third)) {}
  }
}
