import PhotoListFeature
import StateKit
import Testing

/// The connector: pure functions from the feature's state to the view state, and back for actions.
@Suite(.timeLimit(.minutes(5))) struct PhotoListConnectorTests {
  let connector = PhotoListConnector()

  var loaded: PhotoList.State {
    var state = PhotoList.State()
    state.phase = .loaded
    state.photos.append(contentsOf: Fixtures.photos)
    return state
  }

  @Test func rowsAreFormattedWithIDTitleAndAlbum() {
    let view = connector.connect(state: loaded)
    #expect(view.title == "Photos")
    #expect(
      view.rows == [
        PhotoListView.Row(id: 1, text: "#   1  Sunrise over the harbour  (album 1)"),
        PhotoListView.Row(id: 2, text: "#   2  Forest path  (album 1)"),
        PhotoListView.Row(id: 3, text: "#   3  late SUNSET  (album 2)"),
        PhotoListView.Row(id: 4, text: "#   4  Harbour lights  (album 2)"),
      ]
    )
    #expect(view.statusLine == nil)
    #expect(view.detailLine == nil)
    #expect(view.selectedIndex == nil)
    #expect(view.isSettled)
  }

  @Test func theRowsAreThoseTheAppliedSearchMatchesIgnoringCase() {
    var state = loaded
    state.searchText = "SUN"
    state.query = "SUN"
    #expect(connector.connect(state: state).rows.map(\.id) == [1, 3])
  }

  @Test func aKeystrokeNotSearchedYetShowsAsSearching() {
    var state = loaded
    state.searchText = "sun"
    let view = connector.connect(state: state)
    #expect(view.searchText == "sun")
    #expect(view.isSearching)
    #expect(!view.isSettled)
    #expect(view.rows.count == 4)  // still the previous search's rows
  }

  @Test func theTitleCountsTheRowsWhenAsked() {
    var state = loaded
    state.showsCount = true
    state.query = "harbour"
    #expect(connector.connect(state: state).title == "Photos (2)")
  }

  @Test func theSelectedRowIsFoundAmongTheShownRows() {
    var state = loaded
    state.selectedID = 3
    state.query = "sun"
    #expect(connector.connect(state: state).selectedIndex == 1)
    #expect(connector.connect(state: state).selectedRow?.id == 3)
    state.query = "forest"
    #expect(connector.connect(state: state).selectedIndex == nil)
  }

  @Test func theOpenedPhotoHasADetailLine() {
    var state = loaded
    state.openedID = 3
    #expect(
      connector.connect(state: state).detailLine
        == #"#3 "late SUNSET", album 2: https://photos.example/600/3"#)
  }

  @Test func theStatusLineSaysWhatIsGoingOn() {
    var state = PhotoList.State()
    #expect(connector.connect(state: state).statusLine == "Nothing loaded yet.")
    state.phase = .loading
    #expect(connector.connect(state: state).statusLine == "Loading photos…")
    #expect(connector.connect(state: state).isLoading)
    state.phase = .failed("u answered HTTP 500")
    #expect(connector.connect(state: state).statusLine == "Could not load photos: u answered HTTP 500")
    state.phase = .loaded
    #expect(connector.connect(state: state).statusLine == "There are no photos.")

    state = loaded
    state.phase = .loading
    #expect(connector.connect(state: state).statusLine == "Refreshing…")
    state.phase = .loaded
    state.query = "zebra"
    #expect(connector.connect(state: state).statusLine == #"No photos match "zebra"."#)
  }

  @Test func viewActionsBecomeFeatureActions() {
    #expect(connector.connect(action: .refreshTapped) == .refresh)
    #expect(connector.connect(action: .searchTextChanged("a")) == .searchTextChanged("a"))
    #expect(connector.connect(action: .showsCountToggled) == .showsCountToggled)
    #expect(connector.connect(action: .rowTapped(3)) == .photoTapped(3))
    #expect(connector.connect(action: .selectionMoved(.down)) == .selectionMoved(.down))
  }

  @MainActor
  @Test func aConnectedStoreShowsTheFeatureThroughTheConnector() {
    let store = Store(initialState: loaded) {
      PhotoList()
    }
    let viewStore = store.connect(using: PhotoListConnector())
    viewStore.send(.showsCountToggled)
    viewStore.send(.selectionMoved(.down))
    #expect(viewStore.viewState.title == "Photos (4)")
    #expect(viewStore.viewState.selectedIndex == 0)
  }
}
