import PhotoListFeature
import StateKit
import StateKitTesting
import TestSupport
import Testing

/// The hand-written view store: photos arrive through a relay, actions feed its own relays, and each
/// test asserts the view states that come out of its pipeline.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListViewStoreTests {
  let photos = PassthroughRelay<PhotoFeed.Snapshot>()
  let clock = TestClock()
  let refreshes = Recorder<Int>()

  func makeViewStore() -> PhotoListViewStore {
    PhotoListViewStore(photos: photos, refresh: { [refreshes] in refreshes.append(1) }, clock: clock)
  }

  func expectedViewState(
    phase: LoadPhase = .loaded,
    searchText: String = "",
    query: String = "",
    showsCount: Bool = false,
    selectedID: Photo.ID? = nil,
    openedID: Photo.ID? = nil
  ) -> PhotoListView.State {
    PhotoListView.State(
      photos: Fixtures.photos, phase: phase, searchText: searchText, query: query, showsCount: showsCount,
      selectedID: selectedID, openedID: openedID
    )
  }

  @Test func itStartsWithNothingLoaded() {
    #expect(makeViewStore().viewState == .initial)
  }

  @Test func theProvidersSnapshotsBecomeViewStates() {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(phase: .loading))
    #expect(viewStore.viewState.statusLine == "Loading photos…")
    #expect(viewStore.viewState.isLoading)

    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    #expect(viewStore.viewState == expectedViewState())
  }

  @Test func refreshingAsksTheSource() {
    let viewStore = makeViewStore()
    viewStore.send(.refreshTapped)
    #expect(refreshes.values.count == 1)
  }

  @Test func theSearchIsDebouncedOnTheClock() async {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))

    viewStore.send(.searchTextChanged("su"))
    viewStore.send(.searchTextChanged("sun"))
    #expect(viewStore.viewState == expectedViewState(searchText: "sun"))  // typed, not searched yet

    var settled = viewStore.viewStates.values.makeAsyncIterator()
    await clock.advance(by: .milliseconds(300))
    while let state = await settled.next(), !state.isSettled {}
    #expect(viewStore.viewState == expectedViewState(searchText: "sun", query: "sun"))
    #expect(viewStore.viewState.rows.map(\.id) == [1, 3])
  }

  @Test func togglingFlipsTheCount() {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    viewStore.send(.showsCountToggled)
    #expect(viewStore.viewState == expectedViewState(showsCount: true))
    #expect(viewStore.viewState.title == "Photos (4)")
    viewStore.send(.showsCountToggled)
    #expect(viewStore.viewState == expectedViewState(showsCount: false))
  }

  @Test func movingAndTappingSelectAsTheReducerDoes() {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    viewStore.send(.selectionMoved(.down))
    viewStore.send(.selectionMoved(.down))
    #expect(viewStore.viewState == expectedViewState(selectedID: 2))

    viewStore.send(.rowTapped(4))
    #expect(viewStore.viewState == expectedViewState(selectedID: 4, openedID: 4))
    viewStore.send(.selectionMoved(.down))  // the last row: stays
    viewStore.send(.selectionMoved(.up))
    #expect(viewStore.viewState == expectedViewState(selectedID: 3, openedID: 4))
  }

  @Test func tappingARowThatIsNotShownDoesNothing() {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    viewStore.send(.rowTapped(99))
    #expect(viewStore.viewState == expectedViewState())
  }

  @Test func anActionThatChangesNothingPublishesNothing() {
    let viewStore = makeViewStore()
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    let published = Recorder<PhotoListView.State>()
    let token = viewStore.viewStates.sink { published.append($0) }
    viewStore.send(.selectionMoved(.up))  // selects the first row
    viewStore.send(.selectionMoved(.up))  // already there
    photos.send(PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded))
    #expect(published.values == [expectedViewState(), expectedViewState(selectedID: 1)])
    token.cancel()
  }

  @Test func theFeedLoadsThroughTheProvider() async {
    let feed = PhotoFeed(provider: PhotoProvider { Fixtures.photos })
    let viewStore = PhotoListViewStore(feed: feed, clock: clock)
    viewStore.send(.refreshTapped)
    #expect(viewStore.viewState.isLoading)
    await feed.refresh().value
    #expect(viewStore.viewState == expectedViewState())
  }
}
