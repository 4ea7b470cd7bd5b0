import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// The photo screens on the list's navigation stack: opening pushes one that loads its album, going back
/// pops it and cancels the load.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListStackTests {
  let clock = TestClock()

  var loaded: PhotoList.State {
    var state = PhotoList.State()
    state.phase = .loaded
    state.photos.append(contentsOf: Fixtures.photos)
    return state
  }

  /// A store whose provider takes a second on the test clock.
  func makeStore() -> TestStore<PhotoList.State, PhotoList.Action> {
    let store = TestStore(initialState: loaded) {
      PhotoList()
    } withDependencies: { [clock] in
      $0.photoProvider = PhotoProvider {
        try await clock.sleep(for: .seconds(1))
        return Fixtures.photos
      }
      $0.continuousClock = clock
    }
    store.timeout = .seconds(3_600)  // no wait below may end by the timeout: the time limit catches it
    return store
  }

  @Test func openingAPhotoPushesItsScreenWhichLoadsTheAlbum() async {
    let store = makeStore()
    await store.send(.photoOpened(3)) {
      $0.selectedID = 3
      $0.path.append(PhotoDetail.State(photo: Fixtures.photos[2]))
    }
    await store.receive(.path(.element(id: 0, action: .onAppear))) {
      $0.path[id: 0]?.phase = .loading
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .albumLoaded(["late SUNSET", "Harbour lights"])))) {
      $0.path[id: 0]?.phase = .loaded
      $0.path[id: 0]?.albumTitles = ["late SUNSET", "Harbour lights"]
    }
    await store.send(.backTapped) {
      $0.path = StackState()
    }
  }

  @Test func goingBackWhileTheAlbumLoadsCancelsTheLoad() async {
    let store = makeStore()
    await store.send(.photoOpened(1)) {
      $0.selectedID = 1
      $0.path.append(PhotoDetail.State(photo: Fixtures.photos[0]))
    }
    await store.receive(.path(.element(id: 0, action: .onAppear))) {
      $0.path[id: 0]?.phase = .loading
    }

    await store.send(.backTapped) {
      $0.path = StackState()
    }

    // The load was cancelled with its screen: nothing is left running, and nothing arrives.
    await store.finish()
  }

  @Test func twoScreensLoadTheirAlbumsIndependently() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.photoOpened(1))
    await store.receive(.path(.element(id: 0, action: .onAppear)))
    await clock.advance(by: .milliseconds(500))
    await store.send(.photoOpened(4))
    await store.receive(.path(.element(id: 1, action: .onAppear)))

    // Both screens' loads run under the same CancelID, with `cancelInFlight`: the second did not
    // cancel the first. Their deadlines differ, so they arrive in a known order.
    await clock.advance(by: .milliseconds(500))
    await store.receive(
      .path(.element(id: 0, action: .albumLoaded(["Sunrise over the harbour", "Forest path"]))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.path(.element(id: 1, action: .albumLoaded(["late SUNSET", "Harbour lights"]))))
    #expect(store.state.path.map(\.phase) == [.loaded, .loaded])
  }

  @Test func aPhotoTheSearchHidesCannotBeOpened() async {
    var state = loaded
    state.query = "zebra"
    state.searchText = "zebra"
    let store = TestStore(initialState: state) {
      PhotoList()
    } withDependencies: { [clock] in
      $0.photoProvider = PhotoProvider { [] }
      $0.continuousClock = clock
    }
    await store.send(.photoOpened(1))  // no change
    #expect(store.state.path.isEmpty)
  }
}
