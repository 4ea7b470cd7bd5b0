import Observation
import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PropertyObservationTests {
  private func makeStore() -> Store<Editor.State, Editor.Action> {
    Store(initialState: Editor.State()) {
      Editor()
    }
  }

  @Test func aReadFieldThatIsUnchangedDoesNotInvalidate() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.count }

    store.send(.textChanged("Blob"))
    store.send(.detailNamed("Grace"))

    #expect(!flag.hasFired)
  }

  @Test func aReadFieldThatChangesInvalidatesOnce() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.count }

    store.send(.increment)
    store.send(.increment)

    #expect(flag.changeCount == 1)
  }

  @Test func aTrackingReArmedAfterEachInvalidationIsInvalidatedOncePerChange() {
    let store = makeStore()
    var invalidations = 0
    for _ in 1...5 {
      let flag = ObservationFlag { _ = store.count }
      store.send(.textChanged("\(invalidations)"))
      #expect(!flag.hasFired)
      store.send(.increment)
      invalidations += flag.changeCount
    }
    #expect(invalidations == 5)
    #expect(store.withState(\.count) == 5)
  }

  @Test func aTrackingReArmedInsideItsChangeHandlerSeesTheNextChange() {
    let store = makeStore()
    let counter = InvalidationCounter()
    counter.track { _ = store.count }

    store.send(.increment)
    store.send(.textChanged("Blob"))
    store.send(.increment)

    #expect(counter.count == 2)
  }

  @Test func aReadOfTheWholeStateIsInvalidatedByEveryChangeOfTheStore() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.state.count }

    store.send(.textChanged("Blob"))

    #expect(flag.changeCount == 1)
  }

  @Test func aReadThroughAScopedStoreIsTrackedByTheScopedStoresProperty() {
    let store = makeStore()
    let detail = store.scope(state: \.detail, action: Editor.Action.detail)
    let flag = ObservationFlag { _ = detail.name }

    store.send(.detailCounted)
    store.send(.increment)
    #expect(!flag.hasFired)

    store.send(.detailNamed("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func aReadThroughAnOptionalChildIsTrackedAsTheChild() {
    let store = makeStore()
    store.send(.present(Editor.Detail()))
    let flag = ObservationFlag { _ = store.child?.name }

    store.send(.increment)
    #expect(!flag.hasFired)

    // `store.child` is the key path read: any change of the child invalidates, not only of its name.
    store.send(.childCounted)
    #expect(flag.changeCount == 1)
  }

  @Test func aReadThroughAnOptionalChildsStoreIsTrackedByItsProperty() {
    let store = makeStore()
    store.send(.present(Editor.Detail()))
    // NB: Kept, as the child's view keeps it: a store scoped, read and dropped is gone before it changes.
    let child = store.scope(state: \.child, action: Editor.Action.child)!
    let flag = ObservationFlag { _ = child.name }

    store.send(.childCounted)
    store.send(.increment)
    #expect(!flag.hasFired)

    store.send(.childNamed("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func scopingToAnOptionalChildIsTrackedAsAReadOfTheStoresState() {
    let store = makeStore()
    store.send(.present(Editor.Detail()))
    let flag = ObservationFlag { _ = store.scope(state: \.child, action: Editor.Action.child) }

    store.send(.childNamed("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func aReadOfARowByIDThroughItsStoreIsTrackedByTheRowsProperty() {
    let store = makeStore()
    let row = store.scope(state: \.rows, id: 2, action: Editor.Action.row)!
    let flag = ObservationFlag { _ = row.title }

    store.send(.rowTitled(id: 3, "Other"))
    store.send(.rowCounted(id: 2))
    #expect(!flag.hasFired)

    store.send(.rowTitled(id: 2, "Mine"))
    #expect(flag.changeCount == 1)
  }

  @Test func aRowReadThroughTheRootStoreIsTrackedByThatRow() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.rows[id: 2]?.title }

    store.send(.increment)
    store.send(.rowCounted(id: 3))
    #expect(!flag.hasFired)

    // NB: The row is what was read: `.title` is read from the row `[id: 2]` returned.
    store.send(.rowCounted(id: 2))
    #expect(flag.changeCount == 1)
  }

  @Test func aBindingReadIsTrackedByTheBoundProperty() {
    let store = makeStore()
    let text = store.binding(\.text)
    let flag = ObservationFlag { _ = text.wrappedValue }

    store.send(.increment)
    #expect(!flag.hasFired)

    text.wrappedValue = "Blob"
    #expect(flag.changeCount == 1)
    #expect(store.withState(\.text) == "Blob")
  }

  @Test func aBindingWithAnActionIsTrackedByTheBoundProperty() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.binding(\.text, send: Editor.Action.textChanged).wrappedValue }

    store.send(.increment)
    #expect(!flag.hasFired)

    store.send(.textChanged("Blob"))
    #expect(flag.changeCount == 1)
  }

  @Test func aPresentationBindingIsTrackedByWhetherTheChildIsThere() {
    let store = makeStore()
    let flag = ObservationFlag {
      _ = store.presentationBinding(\.child, dismiss: .present(nil)).wrappedValue
    }

    store.send(.present(Editor.Detail()))
    #expect(flag.changeCount == 1)

    let whilePresented = ObservationFlag {
      _ = store.presentationBinding(\.child, dismiss: .present(nil)).wrappedValue
    }
    store.send(.childNamed("Grace"))
    #expect(!whilePresented.hasFired)
  }

  @Test func aFieldThatIsNotEquatableIsTakenToChangeAtEveryChangeOfTheStore() {
    let store = makeStore()
    let flag = ObservationFlag { _ = store.tag.label }

    store.send(.increment)

    #expect(flag.changeCount == 1)
  }

  @Test func aStoreReleasedWhileTrackedIsFreedAndNeverInvalidates() {
    let store = makeStore()
    weak var weakDetail: Store<Editor.Detail, Never>?
    var flag: ObservationFlag?
    do {
      let detail = store.scope(state: \.detail, action: Editor.Action.detail)
      weakDetail = detail
      flag = ObservationFlag { _ = detail.name }
    }
    #expect(weakDetail == nil)

    store.send(.detailNamed("Grace"))

    #expect(flag?.hasFired == false)
  }
}

/// Counts invalidations of a tracking that re-arms itself from its change handler, as SwiftUI tracks a
/// body again each time it evaluates it.
@MainActor
private final class InvalidationCounter {
  private(set) var count = 0

  func track(_ read: @escaping @MainActor @Sendable () -> Void) {
    withObservationTracking {
      read()
    } onChange: {
      MainActor.assumeIsolated {
        self.count += 1
        self.track(read)
      }
    }
  }
}
