import StateKit
import Testing

// Mirrors the README's "Views" section: if this file stops compiling or passing, update the README too.

private struct Photo: Equatable, Sendable {
  var title: String
}

@MainActor
private final class PhotoListViewStore: ViewStore {
  struct ViewState: Equatable {
    var titles: [String] = []

    init() {}

    init(photos: [Photo], searchText: String) {
      titles = photos.map(\.title).filter { searchText.isEmpty || $0.lowercased().contains(searchText) }
    }
  }

  enum Action {
    case searchTextChanged(String)
  }

  private let output = CurrentValueRelay(ViewState())
  private let searchText = PassthroughRelay<String>()
  var viewState: ViewState { output.value }

  init(photos: some ValuePublisher<[Photo]>) {
    photos.prepend([])
      .combineLatest(searchText.prepend(""))
      .map(ViewState.init)
      .removeDuplicates()
      .assign(to: output)
  }

  func send(_ action: Action) {
    switch action {
    case .searchTextChanged(let text): searchText.send(text)
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ViewsSectionTests {
  @Test func observingAStoresProperty() {
    let store = Store(initialState: Counter.State(count: 0), reducer: Counter())
    var tokens: Set<CancellationToken> = []
    var label = ""
    store.publisher.count
      .sink { label = "\($0)" }
      .store(in: &tokens)

    store.send(.incrementTapped)

    #expect(label == "1")
  }

  @Test func theHandWrittenViewStore() {
    let photos = PassthroughRelay<[Photo]>()
    let viewStore = PhotoListViewStore(photos: photos)
    #expect(viewStore.viewState.titles == [])

    photos.send([Photo(title: "Sunset"), Photo(title: "Harbour")])
    viewStore.send(.searchTextChanged("sun"))

    #expect(viewStore.viewState.titles == ["Sunset"])
  }

  @Test func theHandWrittenViewStoreIsObservable() {
    let photos = PassthroughRelay<[Photo]>()
    let viewStore = PhotoListViewStore(photos: photos)
    let flag = ObservationFlag { _ = viewStore.viewState }

    photos.send([Photo(title: "Sunset")])

    #expect(flag.changeCount == 1)
  }
}
