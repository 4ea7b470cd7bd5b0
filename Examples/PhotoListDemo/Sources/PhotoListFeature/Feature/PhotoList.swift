package import Foundation
package import StateKit

/// The photo list as a reducer feature: loading and refreshing from a ``PhotoProvider``, a search field
/// debounced on a clock, a "show count" toggle, a selection that moves, tapping a photo to show its
/// details, and a navigation stack of photo screens (``PhotoDetail``) that opening a photo pushes.
///
/// The provider and the clock are dependencies (`\.photoProvider` and `\.continuousClock`): the bundled
/// photos and the system's clock live, whatever the store sets otherwise.
///
/// ```swift
/// let store = Store(initialState: PhotoList.State()) {
///   PhotoList()
/// } withDependencies: {
///   $0.photoProvider = .file(path: "photos.json")
/// }
/// let viewStore = store.connect(using: PhotoListConnector())  // what the view reads and sends to
/// ```
package struct PhotoList: Reducer {
  /// Everything the feature knows. The view never reads it directly: ``PhotoListConnector`` formats it.
  package struct State: Equatable, Sendable {
    /// Where loading stands.
    package var phase = LoadPhase.idle
    /// Every loaded photo, searched or not.
    package var photos: IdentifiedArrayOf<Photo> = []
    /// The search field's text, as typed.
    package var searchText = ""
    /// The search that the list shows: ``searchText`` once typing has paused.
    package var query = ""
    /// Whether the title counts the photos shown.
    package var showsCount = false
    /// The photo the selection is on, if any; it may be hidden by the search.
    package var selectedID: Photo.ID?
    /// The photo tapped last, whose details the list shows.
    package var openedID: Photo.ID?
    /// The photo screens opened over the list, bottom to top.
    package var path = StackState<PhotoDetail.State>()
    /// The photos marked as favourites: kept in a JSON file across runs, when the list has one.
    @Shared package var favoriteIDs: Set<Photo.ID>

    /// A list with nothing loaded.
    ///
    /// - Parameter favoritesFile: The JSON file the favourites are kept in, across runs (in the
    ///   `defaultFileStorage` in force); `nil` keeps them in memory for this run only.
    package init(favoritesFile: URL? = nil) {
      _favoriteIDs = favoritesFile.map { Shared(wrappedValue: [], .fileStorage($0)) } ?? Shared(value: [])
    }

    /// The photos that match ``query``, in order.
    package var visiblePhotos: [Photo] {
      PhotoSearch.filter(photos.elements, query: query)
    }
  }

  /// Everything that can happen to the list.
  package enum Action: Equatable, Codable, Sendable {
    /// Load the photos, or load them again; a load in flight is cancelled.
    case refresh
    /// The provider returned these photos.
    case photosLoaded([Photo])
    /// The provider failed with this message.
    case photosFailed(String)
    /// The user typed in the search field.
    case searchTextChanged(String)
    /// Typing paused: search for this text.
    case searchApplied(String)
    /// The user flipped the "show count" toggle.
    case showsCountToggled
    /// The user tapped this photo: select it and show its details. A photo the search hides cannot be
    /// tapped.
    case photoTapped(Photo.ID)
    /// The user moved the selection.
    case selectionMoved(MoveDirection)
    /// The user opened this photo: push its screen. A photo the search hides cannot be opened.
    case photoOpened(Photo.ID)
    /// The user went back: pop the top screen, cancelling what it was loading.
    case backTapped
    /// The user marked this photo as a favourite, or unmarked it.
    case favoriteToggled(Photo.ID)
    /// An action of a photo screen, or a push or pop.
    case path(StackAction<PhotoDetail.State, PhotoDetail.Action>)

    /// The stack action this action carries, for `forEach`.
    package var path: StackAction<PhotoDetail.State, PhotoDetail.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  /// Identifies the feature's cancellable effects.
  package enum CancelID: Hashable, Sendable {
    /// The load in flight.
    case load
    /// The debounce of the latest keystroke.
    case search
  }

  /// How long typing must pause before the list searches.
  package static let searchDelay: Duration = .milliseconds(300)

  /// Where the photos come from.
  @Dependency(\.photoProvider) var provider
  /// The clock the search debounce waits on: a `TestClock` in tests.
  @Dependency(\.continuousClock) var clock
  let searchDelay: Duration

  /// The list's own logic, then the photo screens on its stack.
  package var body: some Reducer<State, Action> {
    Reduce(reduceList)
      .forEach(\.path, action: Action.path, extract: \.path) {
        PhotoDetail()
      }
  }

  /// Creates the feature.
  ///
  /// - Parameter searchDelay: How long typing must pause before the list searches.
  package init(searchDelay: Duration = searchDelay) {
    self.searchDelay = searchDelay
  }
}
