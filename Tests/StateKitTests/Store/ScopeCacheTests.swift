import StateKitTesting
import Testing

@testable import StateKit

/// Scoping the same store the same way again returns the same child store while it lives.
@MainActor
@Suite struct ScopeCacheTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var sheet: Counter.State?
      var rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 1), Ticker.State(id: 2)]
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case sheet(Counter.Action)
      case row(id: Int, action: Ticker.Action)
      case present(Bool)
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      Reduce { state, action in
        if case .present(let isPresented) = action { state.sheet = isPresented ? Counter.State() : nil }
        return .none
      }
      .ifLet(\.sheet, action: Action.sheet) { Counter() }
      .forEach(\.rows, action: Action.row) { Ticker(clock: TestClock()) }
    }
  }

  @Test func rescopingAThousandTimesMakesOneChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    // One place in the code, as a view's `body` is, that renders 1,000 times.
    func render() -> Store<Counter.State, Counter.Action> {
      store.scope(state: \.counter, action: Parent.Action.counter)
    }
    // NB: Held, as the child view holds its store while the parent's view renders again.
    let shown = render()
    var children: Set = [ObjectIdentifier(shown)]
    for _ in 0..<1_000 {
      children.insert(ObjectIdentifier(render()))
    }
    #expect(children.count == 1)
  }

  @Test func aReleasedChildIsMadeAnew() {
    let store = Store(initialState: Parent.State()) { Parent() }
    weak var first: Store<Counter.State, Counter.Action>?
    func scoped() -> Store<Counter.State, Counter.Action> {
      store.scope(state: \.counter, action: Parent.Action.counter)
    }
    do {
      let child = scoped()
      first = child
      child.send(.incrementTapped)
    }
    #expect(first == nil)
    #expect(scoped().state == store.counter)
  }

  @Test func aChildKeepsTheStoreItWasScopedFromSoScopingDownAgainFindsEveryLevel() {
    let store = Store(initialState: Parent.State(sheet: Counter.State())) { Parent() }
    // NB: Only the innermost store is held, as when the views in between keep none.
    func innermost() -> Store<Counter.State, Counter.Action> {
      store.scope(state: \.sheet, action: Parent.Action.sheet)!.scope(state: \.self, action: { $0 })
    }
    let shown = innermost()
    #expect(innermost() === shown)
  }

  @Test func theStoresInBetweenGoWithTheLastChildThatKeptThem() {
    let store = Store(initialState: Parent.State(sheet: Counter.State())) { Parent() }
    weak var middle: Store<Counter.State, Counter.Action>?
    weak var innermost: Store<Counter.State, Counter.Action>?
    do {
      let sheet = store.scope(state: \.sheet, action: Parent.Action.sheet)!
      let child = sheet.scope(state: \.self, action: { $0 })
      middle = sheet
      innermost = child
      child.send(.incrementTapped)
    }
    #expect(middle == nil)
    #expect(innermost == nil)
    #expect(store.sheet?.count == 1001)
  }

  @Test func aSheetScopedAgainDuringTheChangeThatDismissedItIsGone() {
    let store = Store(initialState: Parent.State()) { Parent() }
    func sheet() -> Store<Counter.State, Counter.Action>? {
      store.scope(state: \.sheet, action: Parent.Action.sheet)
    }
    var scopedOnEachChange: [Store<Counter.State, Counter.Action>?] = []
    // NB: Subscribed before the sheet's store is made, so it hears each change before that store's own
    // watch of the root does: the cached store must not be taken for live on the strength of an
    // earlier read.
    let token = store.publisher.sink { _ in scopedOnEachChange.append(sheet()) }
    store.send(.present(true))
    store.send(.present(false))
    #expect(scopedOnEachChange.count == 3)
    #expect(scopedOnEachChange[1] != nil)
    #expect(scopedOnEachChange[2] == nil)
    _ = token
  }

  @Test func otherPlacesInTheCodeGetTheirOwnChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let one = store.scope(state: \.counter, action: Parent.Action.counter)
    let other = store.scope(state: \.counter, action: Parent.Action.counter)
    #expect(one !== other)
  }

  @Test func rowsAreKeptPerIdAndAGoneSheetIsMadeAnew() {
    let store = Store(initialState: Parent.State()) { Parent() }
    func row(_ id: Int) -> Store<Ticker.State, Ticker.Action>? {
      store.scope(state: \.rows, id: id, action: Parent.Action.row)
    }
    let first = row(1)
    #expect(first === row(1))
    #expect(first !== row(2))

    func sheet() -> Store<Counter.State, Counter.Action>? {
      store.scope(state: \.sheet, action: Parent.Action.sheet)
    }
    store.send(.present(true))
    let presented = sheet()
    #expect(presented != nil && presented === sheet())
    store.send(.present(false))
    #expect(sheet() == nil)
    store.send(.present(true))
    // A new instance: the store bound to the old one never reaches the reducer again.
    #expect(sheet() !== presented)
  }

  /// A list scrolled from top to bottom, its view holding the stores of the rows on screen only: the
  /// cache drops the released ones as it goes, and never holds more than a few times the rows shown.
  @Test func releasedRowStoresAreDroppedSoTheCacheStaysNearTheRowsShown() throws {
    let rows = IdentifiedArrayOf(uniqueElements: (1...10_000).map { Ticker.State(id: $0) })
    let store = Store(initialState: Parent.State(rows: rows)) { Parent() }
    var onScreen: [Store<Ticker.State, Ticker.Action>] = []
    var largest = 0
    for id in 1...10_000 {
      onScreen.append(try #require(store.scope(state: \.rows, id: id, action: Parent.Action.row)))
      if onScreen.count > 20 { onScreen.removeFirst() }
      let caches = try #require(store.scopes).rowCaches.values.compactMap { $0 as? ScopeCache<Int> }
      try #require(caches.count == 1, "one cache for the one way the rows are scoped")
      largest = max(largest, caches[0].children.count)
    }
    #expect(largest <= 64, "the cache held \(largest) row stores for the 20 on screen")
    #expect(onScreen.allSatisfy { $0.core.isLive })
  }
}
