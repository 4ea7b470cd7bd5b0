import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// The reducer feature, step by step, with its dependencies set on the test store: a fake provider, and a
/// `TestClock` for the search debounce.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListTests {
  let clock = TestClock()

  func makeStore(
    provider: PhotoProvider = PhotoProvider { Fixtures.photos },
    state: PhotoList.State = PhotoList.State()
  ) -> TestStore<PhotoList.State, PhotoList.Action> {
    let store = TestStore(initialState: state) {
      PhotoList()
    } withDependencies: {
      $0.photoProvider = provider
      $0.continuousClock = clock
    }
    store.timeout = .seconds(3_600)  // no wait below may end by the timeout: the time limit catches it
    return store
  }

  var loaded: PhotoList.State {
    var state = PhotoList.State()
    state.phase = .loaded
    state.photos.append(contentsOf: Fixtures.photos)
    return state
  }

  @Test func refreshingLoadsThePhotos() async {
    let store = makeStore()
    await store.send(.refresh) { $0.phase = .loading }
    await store.receive(.photosLoaded(Fixtures.photos)) {
      $0.phase = .loaded
      $0.photos.append(contentsOf: Fixtures.photos)
    }
  }

  @Test func aRefreshLoadsFromTheProviderSetWhenItStarts() async {
    let store = makeStore()
    await store.send(.refresh) { $0.phase = .loading }
    await store.receive(.photosLoaded(Fixtures.photos)) {
      $0.phase = .loaded
      $0.photos.append(contentsOf: Fixtures.photos)
    }
    store.dependencies.photoProvider = PhotoProvider { [Fixtures.photo(7, "replaced")] }
    await store.send(.refresh) { $0.phase = .loading }
    await store.receive(.photosLoaded([Fixtures.photo(7, "replaced")])) {
      $0.phase = .loaded
      $0.photos = [Fixtures.photo(7, "replaced")]
    }
  }

  @Test func aFailedLoadKeepsThePhotosItHadAndShowsTheMessage() async {
    let store = makeStore(
      provider: PhotoProvider { throw PhotoLoadingError.badStatus(url: "u", statusCode: 500) }, state: loaded)
    await store.send(.refresh) { $0.phase = .loading }
    await store.receive(.photosFailed("u answered HTTP 500")) { $0.phase = .failed("u answered HTTP 500") }
    #expect(store.state.photos.count == Fixtures.photos.count)
  }

  @Test func aNewRefreshCancelsTheLoadInFlight() async {
    let firstStarted = Gate()
    let releaseFirst = Gate()
    let calls = LockedState(0)
    let store = makeStore(
      provider: PhotoProvider {
        let call = calls.withLock { count in
          count += 1
          return count
        }
        if call == 1 {
          firstStarted.open()
          await releaseFirst.wait()
        }
        return [Fixtures.photo(call, "load \(call)")]
      }
    )
    let firstLoad = await store.send(.refresh) { $0.phase = .loading }
    await firstStarted.wait()
    await store.send(.refresh)
    await store.receive(.photosLoaded([Fixtures.photo(2, "load 2")])) {
      $0.phase = .loaded
      $0.photos.append(Fixtures.photo(2, "load 2"))
    }
    releaseFirst.open()
    await firstLoad.finish()  // cancelled: what it returns never reaches the reducer
  }

  @Test func searchingWaitsForTypingToPause() async {
    let store = makeStore(state: loaded)
    let firstKeystroke = await store.send(.searchTextChanged("su")) { $0.searchText = "su" }
    await store.send(.searchTextChanged("sun")) { $0.searchText = "sun" }
    await firstKeystroke.finish()  // cancelled by the second keystroke

    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchApplied("sun")) { $0.query = "sun" }
    #expect(store.state.visiblePhotos.map(\.id) == [1, 3])  // case-insensitive
  }

  @Test func typingBackToTheSearchedTextCancelsThePendingSearch() async {
    var state = loaded
    state.searchText = "sun"
    state.query = "sun"
    let store = makeStore(state: state)
    let keystroke = await store.send(.searchTextChanged("sunx")) { $0.searchText = "sunx" }
    await store.send(.searchTextChanged("sun")) { $0.searchText = "sun" }
    await keystroke.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func togglingTheCountFlipsIt() async {
    let store = makeStore(state: loaded)
    await store.send(.showsCountToggled) { $0.showsCount = true }
    await store.send(.showsCountToggled) { $0.showsCount = false }
  }

  @Test func tappingAPhotoSelectsAndOpensIt() async {
    let store = makeStore(state: loaded)
    await store.send(.photoTapped(3)) {
      $0.selectedID = 3
      $0.openedID = 3
    }
    await store.send(.photoTapped(99))  // not loaded: nothing happens
  }

  @Test func aPhotoTheSearchHidesCannotBeTapped() async {
    var state = loaded
    state.query = "sun"
    let store = makeStore(state: state)
    await store.send(.photoTapped(2))  // no change
    #expect(store.state.selectedID == nil)
  }

  @Test func theSelectionMovesThroughTheSearchedPhotosAndStopsAtTheEnds() async {
    var state = loaded
    state.query = "harbour"  // photos 1 and 4
    let store = makeStore(state: state)
    await store.send(.selectionMoved(.up)) { $0.selectedID = 1 }  // nothing selected: the first row
    await store.send(.selectionMoved(.down)) { $0.selectedID = 4 }
    await store.send(.selectionMoved(.down))
    await store.send(.selectionMoved(.up)) { $0.selectedID = 1 }
    await store.send(.selectionMoved(.up))
  }

  @Test func aSelectionTheSearchHidesStartsOverAtTheFirstRow() async {
    var state = loaded
    state.selectedID = 2
    state.query = "sun"  // photos 1 and 3: 2 is hidden
    let store = makeStore(state: state)
    await store.send(.selectionMoved(.down)) { $0.selectedID = 1 }
  }

  @Test func reloadingDropsASelectionThatIsGone() async {
    var state = loaded
    state.selectedID = 2
    state.openedID = 2
    let store = makeStore(provider: PhotoProvider { [Fixtures.photos[0]] }, state: state)
    await store.send(.refresh) { $0.phase = .loading }
    await store.receive(.photosLoaded([Fixtures.photos[0]])) {
      $0.phase = .loaded
      $0.photos = [Fixtures.photos[0]]
      $0.selectedID = nil
      $0.openedID = nil
    }
  }
}
