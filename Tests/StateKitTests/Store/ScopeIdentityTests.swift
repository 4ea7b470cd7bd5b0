import StateKit
import StateKitTesting
import Testing

/// A store scoped to optional state, an element or a stack element is bound to the instance it was made
/// for.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeIdentityTests {
  @Test func aDismissedThenRepresentedChildIsUnreachableFromTheOldStore() async {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let old = store.scope(state: \.sheet, action: Panel.Action.sheet)!
    old.send(.increment)
    #expect(old.ticks == 1)  // what the sheet's view shows before it is dismissed

    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State()))
    let warnings = await withRuntimeWarnings {
      old.send(.increment)
    }

    #expect(store.sheet == Panel.Sheet.State(ticks: 0))
    #expect(old.state == Panel.Sheet.State(ticks: 1))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("increment was sent to a store scoped to optional state") == true)
    #expect(warnings.first?.contains("ScopeIdentityTests.swift:") == true)
    // A new scope reaches the new sheet.
    store.scope(state: \.sheet, action: Panel.Action.sheet)!.send(.increment)
    #expect(store.sheet?.ticks == 1)
  }

  @Test func aStoreObservedAcrossADismissalStaysWithTheOldChild() async {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let old = store.scope(state: \.sheet, action: Panel.Action.sheet)!
    var seen: [Int] = []
    let token = old.publisher.sink { seen.append($0.ticks) }

    old.send(.increment)
    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State(ticks: 5)))
    store.send(.sheet(.increment))

    #expect(seen == [0, 1])
    #expect(old.ticks == 1)
    token.cancel()
  }

  @Test func aChildReplacedByAnotherIDIsUnreachableFromTheOldStore() async {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: TestClock()) }
    let old = store.scope(state: \.sheet, action: Places.Action.sheet)!

    store.send(.present(Ticker.State(id: 2)))
    store.send(.present(Ticker.State(id: 1)))
    let warnings = await withRuntimeWarnings {
      old.send(.tick)
    }

    #expect(store.sheet == Ticker.State(id: 1, ticks: 0))
    #expect(warnings.count == 1)
  }

  @Test func aRemovedRowAddedAgainWithItsIDIsUnreachableFromTheOldStore() async {
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1)])) { Places(clock: TestClock()) }
    let old = store.scope(state: \.rows, id: 1, action: Places.Action.row)!

    store.send(.removeRow(1))
    store.send(.addRow(Ticker.State(id: 1)))
    let warnings = await withRuntimeWarnings {
      old.send(.tick)
    }

    #expect(store.rows[id: 1]?.ticks == 0)
    #expect(warnings.count == 1)
  }

  @Test func aPoppedStackElementsStoreIsUnreachable() async {
    let store = Store(initialState: Places.State(path: [Ticker.State(id: 7)])) { Places(clock: TestClock()) }
    let screen = store.scope(state: \.path, id: 0, action: Places.Action.path)!
    screen.send(.tick)
    #expect(store.path[id: 0]?.ticks == 1)

    store.send(.path(.popFrom(id: 0)))
    store.send(.path(.push(id: 0, state: Ticker.State(id: 7))))
    let warnings = await withRuntimeWarnings {
      screen.send(.tick)
    }

    #expect(store.path[id: 0]?.ticks == 0)
    #expect(screen.ticks == 1)
    #expect(warnings.count == 1)
  }

  @Test func aStoreOfOptionalStateKeepsNoCopyThatAnInPlaceMutationWouldHaveToCopy() {
    final class Storage {}
    struct Sheet { var storage = Storage() }
    struct State { var sheet: Sheet? = Sheet() }
    var uniqueness: [Bool] = []
    let store = Store(initialState: State()) {
      Reduce<State, Void> { state, _ in
        // Copy on write, as an array in the sheet would.
        let isUnique = isKnownUniquelyReferenced(&state.sheet!.storage)
        if !isUnique { state.sheet!.storage = Storage() }
        uniqueness.append(isUnique)
        return .none
      }
    }
    // NB: The store checks after every action that its sheet is still there, reading it each time.
    let sheet = store.scope(state: \.sheet, action: { $0 })!

    store.send(())  // the store keeps the state it was made with
    store.send(())
    _ = sheet.state  // a view reads the sheet: the store keeps that state, to show once the sheet is gone
    store.send(())
    store.send(())

    // A copy kept at every read would share the sheet's storage, so every action mutating it in place (a
    // row of a list in the sheet) would copy all of it. Only the actions after what the store shows
    // changed find it shared.
    #expect(uniqueness == [false, true, false, true])
  }
}
