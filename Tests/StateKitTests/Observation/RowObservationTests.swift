import Observation
import StateKit
import Testing

/// Reads of an identified array through the root store (`store.rows[id: id]?.title`, `for row in
/// store.rows`): a row read by id is tracked by that row, and the ids; any other read of the contents by
/// the whole array.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct RowObservationTests {
  private func makeStore() -> Store<Editor.State, Editor.Action> {
    Store(initialState: Editor.State()) {
      Editor()
    }
  }

  @Test func aRowReadThroughTheRootStoreIsNotInvalidatedByAnotherRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.rowTitled(id: 3, "Other"))
    store.send(.rowCounted(id: 1))
    store.send(.increment)

    #expect(!flag.hasFired)
  }

  @Test func aRowReadThroughTheRootStoreIsInvalidatedOnceByItsOwnRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.rowTitled(id: 2, "Mine"))
    store.send(.rowTitled(id: 2, "Mine again"))

    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadThroughTheRootStoreIsInvalidatedByItsRemoval() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.rowRemoved(id: 2))

    #expect(flag.changeCount == 1)
  }

  @Test func aReadOfAMissingRowIsInvalidatedByItsInsertion() {
    let store = makeStore()
    let flag = ObservationFlag { #expect(store.rows[id: 9]?.title == nil) }

    store.send(.rowCounted(id: 1))
    #expect(!flag.hasFired)

    store.send(.rowInserted(id: 9))
    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadIsInvalidatedWhenTheRowsAreReordered() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.rowsReversed)

    #expect(flag.changeCount == 1)
  }

  @Test func readingTheRowsWithoutTheirContentsIsInvalidatedOnlyWhenRowsComeOrGo() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows }

    store.send(.rowTitled(id: 1, "Other"))
    #expect(!flag.hasFired)

    store.send(.rowInserted(id: 8))
    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadIsComparedWhenTheWholeArrayIsReplaced() {
    let store = makeStore()
    var rows = store.withState(\.rows)
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    rows[id: 1]?.title = "Other"
    store.send(.binding(.set(\.rows, IdentifiedArray(uniqueElements: Array(rows)))))
    #expect(!flag.hasFired)

    rows[id: 2]?.title = "Mine"
    store.send(.binding(.set(\.rows, IdentifiedArray(uniqueElements: Array(rows)))))
    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadReArmedAfterEachInvalidationSeesOnlyItsOwnRowsChanges() {
    let store = makeStore()
    var invalidations = 0
    for round in 1...4 {
      let flag = ObservationFlag { _ = store.rows[id: 2]?.title }
      store.send(.rowTitled(id: 1, "Other \(round)"))
      #expect(!flag.hasFired)
      store.send(.rowTitled(id: 2, "Mine \(round)"))
      invalidations += flag.changeCount
    }
    #expect(invalidations == 4)
    #expect(store.withState { $0.rows[id: 2]?.title } == "Mine 4")
  }

  @Test func iteratingTheRowsThroughTheRootStoreIsInvalidatedByAnyRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag {
      for row in store.rows { _ = row.title }
    }

    store.send(.increment)
    #expect(!flag.hasFired)

    store.send(.rowCounted(id: 3))
    #expect(flag.changeCount == 1)
  }

  @Test func theCountThroughTheRootStoreIsInvalidatedByAnyRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag { #expect(store.rows.count == 4) }

    store.send(.rowTitled(id: 0, "First"))

    #expect(flag.changeCount == 1)
  }

  @Test func theIDsThroughTheRootStoreAreInvalidatedByAnyRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag { #expect(store.rows.ids == [0, 1, 2, 3]) }

    store.send(.rowCounted(id: 0))

    #expect(flag.changeCount == 1)
  }

  @Test func aPositionReadThroughTheRootStoreIsInvalidatedByAnyRowsChange() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[0].title }

    store.send(.rowCounted(id: 3))

    #expect(flag.changeCount == 1)
  }

  @Test func containsIDThroughTheRootStoreIsTrackedByThatRow() {
    let store = makeStore()
    let flag = ObservationFlag { #expect(!store.rows.contains(id: 7)) }

    store.send(.rowCounted(id: 3))
    #expect(!flag.hasFired)

    store.send(.rowInserted(id: 7))
    #expect(flag.changeCount == 1)
  }

  @Test func aCopyMutatedAfterTheReadIsTrackedAsTheWholeCollection() {
    let store = makeStore()
    let flag = ObservationFlag {
      var rows = store.rows
      rows.removeFirst()
      _ = rows[id: 2]?.title
    }

    store.send(.rowCounted(id: 3))

    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadFromACopyTakenBeforeTheStoreChangedIsInvalidatedByTheNextChange() {
    let store = makeStore()
    let rows = store.rows
    store.send(.rowTitled(id: 2, "New"))

    let flag = ObservationFlag { #expect(rows[id: 2]?.title == "") }
    store.send(.increment)

    #expect(flag.changeCount == 1)
  }

  @Test func aCopySentBackToTheStoreKeepsRowTracking() {
    let store = makeStore()
    store.send(.binding(.set(\.rows, store.rows)))
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.rowCounted(id: 3))
    #expect(!flag.hasFired)

    store.send(.rowTitled(id: 2, "Mine"))
    #expect(flag.changeCount == 1)
  }

  @Test func aCopyReadOffTheMainActorAnswersAndTellsNothing() async {
    let store = makeStore()
    store.send(.rowTitled(id: 2, "Mine"))
    let rows = store.rows

    let title = await Task.detached { rows[id: 2]?.title }.value
    let count = await Task.detached { rows.count }.value

    #expect(title == "Mine")
    #expect(count == 4)
  }
}
