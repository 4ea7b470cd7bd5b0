internal import StateKit

/// One keystroke of search over the 5,000 bundled photos, for benchmarks (W7: a keystroke's view-state
/// recomputation must fit well within a 16 ms frame).
///
/// It measures what the list does when a search is applied: the reducer sets the query, and the
/// connector filters every title (ignoring case) and formats the matching rows into a new
/// ``PhotoListView/State``. Loading and decoding happen once, in the initializer, outside the measurement.
///
/// ```swift
/// let keystroke = try SearchKeystroke()
/// let start = ContinuousClock.now
/// let viewState = keystroke.viewState(searching: "sun")
/// print(ContinuousClock.now - start, viewState.rows.count)
/// ```
package struct SearchKeystroke: Sendable {
  private let loaded: PhotoList.State
  private let connector = PhotoListConnector()

  /// Loads the bundled photos into a list state, as after a successful load.
  ///
  /// - Throws: ``PhotoLoadingError/missingBundledData`` if the resource is not in the build.
  package init() throws(PhotoLoadingError) {
    var state = PhotoList.State()
    state.phase = .loaded
    state.photos.append(contentsOf: try PhotoCatalog.bundled())
    loaded = state
  }

  /// How many photos are searched: 5,000.
  package var photoCount: Int {
    loaded.photos.count
  }

  /// The view state after typing has paused on `text`: what one keystroke recomputes.
  package func viewState(searching text: String) -> PhotoListView.State {
    var state = loaded
    state.searchText = text
    state.query = text
    return connector.connect(state: state)
  }
}
