import Observation
import StateKit
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

  @Test func dynamicMemberReadsAreTrackedToo() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })
    let flag = ObservationFlag { _ = header.title }

    store.send(.subtitleChanged("Mathematician"))

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
