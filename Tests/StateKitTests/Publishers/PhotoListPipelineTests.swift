import Observation
import StateKit
import TestSupport
import Testing

/// The view store of the seed article, hand-written on the publisher layer: every data source is a
/// publisher, actions feed relays, and one pipeline (prepend, combineLatest, map, removeDuplicates,
/// assign) turns them into the single view state the view reads.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct PhotoListPipelineTests {
  struct Photo: Equatable, Sendable {
    var id: Int
    var title: String
  }

  struct ViewState: Equatable {
    struct Row: Equatable {
      var id: Int
      var title: String
    }

    var title: String
    var rows: [Row]
    var showsPhotoCount: Bool
    var searchText: String

    static let initial = ViewState(photos: [], showsPhotoCount: false, searchText: "")

    /// Pre-formatted for the view: the rows whose title contains the search text, ignoring case, and a
    /// title that counts them when asked to.
    init(photos: [Photo], showsPhotoCount: Bool, searchText: String) {
      let query = searchText.lowercased()
      rows =
        photos
        .filter { query.isEmpty || $0.title.lowercased().contains(query) }
        .map { Row(id: $0.id, title: $0.title) }
      title = showsPhotoCount ? "Photos (\(rows.count))" : "Photos"
      self.showsPhotoCount = showsPhotoCount
      self.searchText = searchText
    }
  }

  enum Action {
    case toggleShowsPhotoCount(Bool)
    case search(String)
  }

  /// The hand-written view store: no reducer, only publishers.
  @MainActor
  final class PhotoListViewStore {
    let viewState = CurrentValueRelay(ViewState.initial)
    private let showsPhotoCount = PassthroughRelay<Bool>()
    private let searchText = PassthroughRelay<String>()

    /// - Parameter photos: Where photos come from (the network, in the app).
    init(photos: some ValuePublisher<[Photo]>) {
      photos.prepend([])
        .combineLatest(
          showsPhotoCount.prepend(ViewState.initial.showsPhotoCount),
          searchText.prepend(ViewState.initial.searchText)
        )
        .map(ViewState.init(photos:showsPhotoCount:searchText:))
        .removeDuplicates()
        .assign(to: viewState)
    }

    func send(_ action: Action) {
      switch action {
      case .toggleShowsPhotoCount(let showsPhotoCount): self.showsPhotoCount.send(showsPhotoCount)
      case .search(let text): searchText.send(text)
      }
    }
  }

  let provider = PassthroughRelay<[Photo]>()
  let catalogue = [
    Photo(id: 1, title: "Sunrise over the harbour"),
    Photo(id: 2, title: "Forest path"),
    Photo(id: 3, title: "late SUNSET"),
  ]

  func rows(_ ids: Int...) -> [ViewState.Row] {
    ids.map { id in
      let photo = catalogue.first { $0.id == id }!
      return ViewState.Row(id: photo.id, title: photo.title)
    }
  }

  @Test func theViewStateStartsFromThePrependedValues() {
    let store = PhotoListViewStore(photos: provider)

    #expect(store.viewState.value == .initial)
    #expect(store.viewState.value.title == "Photos")
  }

  @Test func actionsAndLoadedPhotosFlowIntoOneViewState() {
    let store = PhotoListViewStore(photos: provider)

    provider.send(catalogue)
    #expect(store.viewState.value.rows == rows(1, 2, 3))
    #expect(store.viewState.value.title == "Photos")

    store.send(.toggleShowsPhotoCount(true))
    #expect(store.viewState.value.title == "Photos (3)")

    store.send(.search("sun"))
    #expect(store.viewState.value.rows == rows(1, 3))
    #expect(store.viewState.value.title == "Photos (2)")
    #expect(store.viewState.value.searchText == "sun")

    store.send(.toggleShowsPhotoCount(false))
    #expect(store.viewState.value.title == "Photos")

    store.send(.search(""))
    #expect(store.viewState.value.rows == rows(1, 2, 3))
  }

  @Test func anActionThatChangesNothingPublishesNoNewViewState() {
    let store = PhotoListViewStore(photos: provider)
    let received = Received(store.viewState)
    provider.send(catalogue)
    store.send(.search("sun"))

    store.send(.search("sun"))
    store.send(.toggleShowsPhotoCount(false))
    provider.send(catalogue)

    #expect(received.values.map(\.rows) == [[], rows(1, 2, 3), rows(1, 3)])
  }

  @Test func aViewReadingTheViewStateIsInvalidatedOncePerNewViewState() {
    let store = PhotoListViewStore(photos: provider)
    let invalidations = Recorder<Int>()
    withObservationTracking {
      _ = store.viewState.value.title
    } onChange: {
      invalidations.append(1)
    }

    store.send(.toggleShowsPhotoCount(false))  // the same view state: nothing to redraw
    #expect(invalidations.values.isEmpty)

    store.send(.toggleShowsPhotoCount(true))
    #expect(invalidations.values.count == 1)
  }

  @Test func theViewStoreIsReleasedWhileItsSourcesLiveOn() {
    var store: PhotoListViewStore? = PhotoListViewStore(photos: provider)
    weak let weakStore = store
    weak let weakViewState = store?.viewState
    provider.send(catalogue)
    #expect(provider.subscriberCount == 1)

    store = nil

    #expect(weakStore == nil)
    #expect(weakViewState == nil)
    #expect(provider.subscriberCount == 0)  // the pipeline's subscription ended with its relay
  }
}
