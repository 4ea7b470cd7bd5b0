package import StateKit

/// The photo list written by hand, as the seed's `PhotoListViewStore`: no reducer, only publishers.
///
/// Every source is a publisher (the photos, the search text as typed and debounced, the count toggle,
/// the selection); ``send(_:)`` feeds the relays; one pipeline (`prepend`, `combineLatest`, `map`,
/// `removeDuplicates`, `assign`) turns their latest values into the one view state the view reads. It
/// formats with the same code as ``PhotoListConnector``, so the two implementations show the same
/// screens.
@MainActor
package final class PhotoListViewStore: ViewStore {
  /// The selected and the tapped photo.
  private struct Selection: Equatable {
    var selectedID: Photo.ID?
    var openedID: Photo.ID?
  }

  private let output = CurrentValueRelay(PhotoListView.State.initial)
  private let searchText = PassthroughRelay<String>()
  private let showsCount = PassthroughRelay<Bool>()
  private let selection = CurrentValueRelay(Selection())
  private let refresh: @MainActor () -> Void
  /// Keeps the data source alive when the view store made it.
  private var feed: PhotoFeed?

  /// Creates a view store over a publisher of photos.
  ///
  /// - Parameters:
  ///   - photos: The photos and their loading phase, such as a ``PhotoFeed``.
  ///   - refresh: Asks the source of `photos` to load again.
  ///   - clock: The clock the search debounce waits on: a `TestClock` in tests.
  ///   - searchDelay: How long typing must pause before the list searches.
  package init(
    photos: some ValuePublisher<PhotoFeed.Snapshot>,
    refresh: @escaping @MainActor () -> Void,
    clock: some Clock<Duration>,
    searchDelay: Duration = PhotoList.searchDelay
  ) {
    self.refresh = refresh
    let typed = searchText.prepend("")
    let searched = searchText.debounce(for: searchDelay, clock: clock).removeDuplicates().prepend("")
    photos.prepend(PhotoFeed.Snapshot())
      .combineLatest(typed, searched)
      .combineLatest(showsCount.prepend(false), selection) { source, showsCount, selection in
        let (snapshot, searchText, query) = source
        return PhotoListView.State(
          photos: snapshot.photos,
          phase: snapshot.phase,
          searchText: searchText,
          query: query,
          showsCount: showsCount,
          selectedID: selection.selectedID,
          openedID: selection.openedID
        )
      }
      .removeDuplicates()
      .assign(to: output)
  }

  /// Creates a view store that loads from `feed`, and keeps it alive.
  package convenience init(feed: PhotoFeed, clock: some Clock<Duration>) {
    self.init(photos: feed, refresh: { feed.refresh() }, clock: clock)
    self.feed = feed
  }

  /// The view state the pipeline computed last.
  package var viewState: PhotoListView.State {
    output.value
  }

  /// The current view state, then every change.
  package var viewStates: some ValuePublisher<PhotoListView.State> {
    output
  }

  /// Feeds `action` into the pipeline's sources.
  ///
  /// Moving the selection and toggling the count read the current view state; tapping a row the search
  /// hides does nothing, as in the reducer.
  package func send(_ action: PhotoListView.Action) {
    switch action {
    case .refreshTapped:
      refresh()
    case .searchTextChanged(let text):
      searchText.send(text)
    case .showsCountToggled:
      showsCount.send(!viewState.showsCount)
    // NB: The hand-written view store has no navigation stack: opening a photo shows its details in the
    // list, and there is nothing to go back from.
    case .rowTapped(let id), .openTapped(let id):
      guard viewState.rows.contains(where: { $0.id == id }) else { return }
      selection.value = Selection(selectedID: id, openedID: id)
    case .selectionMoved(let direction):
      let rows = viewState.rows
      guard let index = direction.index(from: viewState.selectedIndex, count: rows.count) else { return }
      selection.value.selectedID = rows[index].id
    case .backTapped:
      break
    // NB: Favourites are the reducer's: kept across runs in a `@Shared(.fileStorage)` file.
    case .favoriteToggled:
      break
    }
  }
}
