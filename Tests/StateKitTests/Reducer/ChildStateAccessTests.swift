import StateKit
import Testing

/// `ifLet` and `forEach` reach their child state at its offset when it is a stored property, and through
/// the key path otherwise: either way they run the same, and a computed property's setter runs only when
/// the child state is changed, never to learn whether it is there.
@MainActor
@Suite
struct ChildStateAccessTests {
  @Test func anIfLetOnAComputedPropertySetsItOnlyForChildActions() {
    let store = Store(initialState: ComputedSheet.State(sheet: Adder.State())) { ComputedSheet() }

    store.send(.sheet(.add(2)))
    store.send(.other)
    store.send(.sheet(.add(3)))
    store.send(.other)

    #expect(store.state.sheet == Adder.State(total: 5))
    // One write per child action: the presence checks before and after the parent ran wrote nothing.
    #expect(store.state.sheetWrites == 2)
    #expect(store.state.others == 2)
  }

  @Test func anIfLetOnAComputedPropertyThatIsNilReportsTheChildActionAndWritesNothing() async {
    let store = Store(initialState: ComputedSheet.State(sheet: nil)) { ComputedSheet() }

    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.add(1)))
    }

    #expect(store.state.sheet == nil)
    #expect(store.state.sheetWrites == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("while the child state was nil") == true)
  }

  @Test func anIfLetOnANestedStoredPropertyRunsTheChildInPlace() async {
    let store = Store(initialState: NestedSheet.State()) { NestedSheet() }

    store.send(.sheet(.add(4)))
    store.send(.close)
    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.add(1)))
    }

    #expect(store.state.outer.inner.sheet == nil)
    #expect(store.state.outer.inner.label == "closed")
    #expect(warnings.count == 1)
  }

  @Test func aForEachOnAComputedPropertyChangesTheRowOfTheAction() {
    let rows = IdentifiedArray(uniqueElements: [Adder.State(id: 1), Adder.State(id: 2), Adder.State(id: 3)])
    let store = Store(initialState: ComputedRows.State(rows: rows)) { ComputedRows() }

    store.send(.row(id: 2, action: .add(7)))
    store.send(.row(id: 3, action: .add(1)))

    #expect(store.state.rows.map(\.total) == [0, 7, 1])
    #expect(store.state.rowWrites == 2)
  }
}

/// A child that adds up what it is sent.
private struct Adder: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var total = 0
  }

  enum Action: Equatable {
    case add(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount): state.total += amount
    }
    return .none
  }
}

/// A sheet behind a computed property that counts its writes.
private struct ComputedSheet: Reducer {
  struct State {
    private var storedSheet: Adder.State?
    private(set) var sheetWrites = 0
    var others = 0

    init(sheet: Adder.State?) {
      storedSheet = sheet
    }

    var sheet: Adder.State? {
      get { storedSheet }
      set {
        storedSheet = newValue
        sheetWrites += 1
      }
    }
  }

  enum Action: Equatable {
    case sheet(Adder.Action)
    case other

    var sheet: Adder.Action? {
      if case .sheet(let action) = self { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .other { state.others += 1 }
      return .none
    }
    .ifLet(\.sheet, action: Action.sheet, extract: \.sheet) {
      Adder()
    }
  }
}

/// A sheet two stored properties deep, which the parent closes.
private struct NestedSheet: Reducer {
  struct State {
    struct Outer {
      struct Inner {
        var label = "open"
        var sheet: Adder.State? = Adder.State()
      }

      var inner = Inner()
    }

    var outer = Outer()
  }

  enum Action: Equatable {
    case sheet(Adder.Action)
    case close

    var sheet: Adder.Action? {
      if case .sheet(let action) = self { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .close {
        #expect(state.outer.inner.sheet?.total == 4)
        state.outer.inner.sheet = nil
        state.outer.inner.label = "closed"
      }
      return .none
    }
    .ifLet(\.outer.inner.sheet, action: Action.sheet, extract: \.sheet) {
      Adder()
    }
  }
}

/// ComputedRows behind a computed property that counts its writes.
private struct ComputedRows: Reducer {
  struct State {
    private var storedRows: IdentifiedArrayOf<Adder.State>
    private(set) var rowWrites = 0

    init(rows: IdentifiedArrayOf<Adder.State>) {
      storedRows = rows
    }

    var rows: IdentifiedArrayOf<Adder.State> {
      get { storedRows }
      set {
        storedRows = newValue
        rowWrites += 1
      }
    }
  }

  enum Action: Equatable {
    case row(id: Int, action: Adder.Action)

    var row: (id: Int, action: Adder.Action)? {
      if case .row(let id, let action) = self { (id, action) } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: Action.row, extract: \.row) {
        Adder()
      }
  }
}
