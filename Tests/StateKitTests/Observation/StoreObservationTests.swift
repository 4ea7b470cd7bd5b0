import Observation
import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreObservationTests {
  @Test func readingARootStoresStateIsTrackedAndAnyActionFiresTheTracking() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let flag = ObservationFlag { _ = store.state.header.title }
    #expect(!flag.hasFired)

    store.send(.visited)

    // A root store cannot tell what changed without keeping a copy of its state, so every action counts.
    #expect(flag.changeCount == 1)
  }

  @Test func aScopedStoreFiresOnlyWhenItsOwnStateChanges() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })
    let flag = ObservationFlag { _ = header.state }

    store.send(.visited)
    #expect(!flag.hasFired)

    store.send(.titleChanged("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func dynamicMemberReadsAreTrackedByTheirProperty() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })
    let flag = ObservationFlag { _ = header.title }

    store.send(.subtitleChanged("Mathematician"))
    #expect(!flag.hasFired)

    store.send(.titleChanged("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func aStoreComparingOnlyTheTitleIgnoresOtherChanges() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let title = store.scope(state: \.header, action: { $0 }).removingDuplicates(by: .equal(\.title))
    let flag = ObservationFlag { _ = title.state }

    store.send(.subtitleChanged("Mathematician"))
    #expect(!flag.hasFired)

    store.send(.titleChanged("Grace"))
    #expect(flag.changeCount == 1)
  }

  @Test func anActionThatChangesNothingDoesNotFireAScopedStore() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })
    let flag = ObservationFlag { _ = header.state }

    store.send(.titleChanged("Ada"))

    #expect(!flag.hasFired)
  }

  @Test func neverEqualFiresOnEveryAction() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let visits = store.scope(state: \.visits, action: { $0 }).removingDuplicates(by: .neverEqual)
    let flag = ObservationFlag { _ = visits.state }

    store.send(.titleChanged("Ada"))

    #expect(flag.changeCount == 1)
  }

  @Test func trackingAgainAfterAChangeFiresOnTheNextChange() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let first = ObservationFlag { _ = store.state }
    store.send(.visited)
    store.send(.visited)
    let second = ObservationFlag { _ = store.visits }
    store.send(.visited)

    #expect(first.changeCount == 1)
    #expect(second.changeCount == 1)
  }

  @Test func aViewThatOnlyScopesToOptionalStateRedrawsWhenTheChildComesAndGoes() {
    let store = Store(initialState: Places.State()) {
      Places(clock: TestClock())
    }
    // NB: A body that reads nothing but whether the sheet is there: `if let sheet = store.scope(…) { … }`.
    let appears = ObservationFlag { _ = store.scope(state: \.sheet, action: Places.Action.sheet) }
    store.send(.present(Ticker.State(id: 1)))
    #expect(appears.changeCount == 1)

    let goes = ObservationFlag { _ = store.scope(state: \.sheet, action: Places.Action.sheet) }
    store.send(.present(nil))
    #expect(goes.changeCount == 1)
  }

  @Test func scopingARowIsNotTrackedSoAListThatScopesItsRowsIsNotRedrawnByThem() {
    let store = Store(initialState: Places.State()) {
      Places(clock: TestClock())
    }
    store.send(.addRow(Ticker.State(id: 7)))
    // NB: What a list's row closure does; the list knows its rows from the ids it shows.
    let list = ObservationFlag { _ = store.scope(state: \.rows, id: 7, action: Places.Action.row) }

    store.send(.row(id: 7, action: .tick))
    store.send(.addRow(Ticker.State(id: 8)))

    #expect(!list.hasFired)
  }

  @Test func aReleasedStoreReleasesWhatObservationWasToldOfItsReads() {
    weak var weakCapture: Capture?
    do {
      let store = Store(initialState: Profile.State(), reducer: Profile())
      let capture = Capture()
      weakCapture = capture
      // NB: Observation keeps the change handler in the store's registrar until a change fires it.
      withObservationTracking {
        _ = store.state
      } onChange: { [capture] in
        _ = capture
      }
    }

    // The store went without a change: its registrar, and the handler it held, went with it.
    #expect(weakCapture == nil)
  }
}

/// Something a change handler holds, to see when the handler is freed.
private final class Capture: Sendable {}
