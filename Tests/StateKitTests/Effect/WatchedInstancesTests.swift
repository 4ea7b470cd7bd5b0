import StateKit
import StateKitTesting
import Testing

/// The check after every action looks only at the elements an action changed: these are the cases where
/// looking at less than every watched instance could miss one that went away.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct WatchedInstancesTests {
  typealias Row = WatchedRow
  typealias Feature = WatchedRows

  @Test func aChildInARowClearedByAnotherReducerHasItsEffectsCancelledAndNoOtherRowsEffects() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<Row.State> = [
      Row.State(id: 1, child: Pulse.State(id: 1)), Row.State(id: 2, child: Pulse.State(id: 2)),
      Row.State(id: 3, child: Pulse.State(id: 3)),
    ]
    let store = TestStore(initialState: Feature.State(rows: rows)) { Feature(clock: clock) }
    for id in 1...3 {
      await store.send(.row(id: id, action: .start))
      await store.send(.row(id: id, action: .child(.start)))
    }
    #expect(clock.sleeperCount == 6)

    await store.send(.clearChild(rowID: 2)) { $0.rows[id: 2]?.child = nil }
    #expect(clock.sleeperCount == 5)
    await store.send(.removeRow(id: 3)) { _ = $0.rows.remove(id: 3) }
    #expect(clock.sleeperCount == 3)
    await store.send(.clearAll) { $0.rows = [] }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aRowAddedBackUnderItsIDKeepsItsEffectsButNotThoseOfAChildOfAnotherIdentity() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1, child: Pulse.State(id: 1)), Row.State(id: 2)]
    let store = TestStore(initialState: Feature.State(rows: rows)) { Feature(clock: clock) }
    await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 1, action: .child(.start)))
    await store.send(.row(id: 2, action: .start))
    #expect(clock.sleeperCount == 3)

    // NB: An element is known by its id: the row under id 1 is the same instance, its child is not.
    await store.send(.replaceRow(Row.State(id: 1, child: Pulse.State(id: 9)))) {
      _ = $0.rows.remove(id: 1)
      $0.rows.append(Row.State(id: 1, child: Pulse.State(id: 9)))
    }
    #expect(clock.sleeperCount == 2)
    store.skipInFlightEffects()
  }

  @Test func aChildEditUndoneByRestoringACopyOfTheRowsLeavesNoEffectOfTheEditRunning() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1, child: Pulse.State(id: 1)), Row.State(id: 2)]
    let store = TestStore(initialState: Feature.State(rows: rows)) { Feature(clock: clock) }
    await store.send(.row(id: 2, action: .start))
    await store.send(.saveRows) { $0.saved = $0.rows }
    #expect(clock.sleeperCount == 1)

    // NB: The child restarts as id 5, then the rows go back to the copy: the array the check sees is the
    // one it saw after the last action, unchanged, but the child of id 5 it was told about is not there.
    await store.send(.restartChildThenRestoreRows(rowID: 1, as: 5))
    #expect(clock.sleeperCount == 1)
    store.skipInFlightEffects()
  }

  @Test func rowsInsideAPresentedChildHaveTheirEffectsCancelledWhenItOrTheyGo() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    let store = TestStore(initialState: Feature.State(detail: WatchedDetail.State(rows: rows))) {
      Feature(clock: clock)
    }
    for id in 1...3 {
      await store.send(.detail(.row(id: id, action: .start)))
    }
    #expect(clock.sleeperCount == 3)

    await store.send(.detail(.removeRow(id: 2))) { _ = $0.detail?.rows.remove(id: 2) }
    #expect(clock.sleeperCount == 2)
    await store.send(.clearDetail) { $0.detail = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func stackElementsRemovedByAnotherReducerHaveTheirEffectsCancelled() async {
    let clock = TestClock()
    let path: StackState<Pulse.State> = [Pulse.State(id: 1), Pulse.State(id: 2), Pulse.State(id: 3)]
    let store = TestStore(initialState: Feature.State(path: path)) { Feature(clock: clock) }
    for id: StackElementID in [0, 1, 2] {
      await store.send(.path(.element(id: id, action: .start)))
    }
    #expect(clock.sleeperCount == 3)

    await store.send(.renameScreen(id: 0, 7)) { $0.path[id: 0]?.id = 7 }
    #expect(clock.sleeperCount == 3)
    await store.send(.removeScreen(id: 1)) { $0.path[id: 1] = nil }
    #expect(clock.sleeperCount == 2)
    store.skipInFlightEffects()
  }

  @Test func rowsBehindAHandWrittenReducerThatRoutesOnAreCheckedThroughIt() async {
    let clock = TestClock()
    let routes = LockIsolated(0)
    let rows = IdentifiedArray(uniqueElements: (1...100).map { Row.State(id: $0) })
    let store = TestStore(initialState: Feature.State(rows: rows)) {
      RoutingHost(routes: routes, base: Feature(clock: clock))
    }
    for id in 1...100 {
      await store.send(.row(id: id, action: .start))
    }
    #expect(clock.sleeperCount == 100)

    // NB: Each action's check reduces the route of the rows as a whole, and those of the rows it changed.
    routes.setValue(0)
    await store.send(.row(id: 40, action: .tick)) { $0.rows[id: 40]?.ticks = 1 }
    #expect(routes.value <= 2)
    await store.send(.removeRow(id: 41)) { _ = $0.rows.remove(id: 41) }
    #expect(clock.sleeperCount == 99)
    #expect(routes.value <= 4)
    store.skipInFlightEffects()
  }

  @Test func rowsBehindAHandWrittenReducerThatDoesNotRouteKeepTheirEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State(rows: [Row.State(id: 1)])) {
      OpaqueHost(base: Feature(clock: clock))
    }
    await store.send(.row(id: 1, action: .start))
    // NB: No reducer takes the route through the opaque host: the store cannot tell the row went.
    await store.send(.clearAll) { $0.rows = [] }
    #expect(clock.sleeperCount == 1)
    store.skipInFlightEffects()
  }
}
