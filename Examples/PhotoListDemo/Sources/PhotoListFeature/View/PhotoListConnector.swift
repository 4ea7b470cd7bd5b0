internal import StateKit

/// Connects the ``PhotoList`` feature to ``PhotoListView``: formats the state, translates the actions.
///
/// ```swift
/// let viewStore = store.connect(using: PhotoListConnector())  // Store<PhotoListView.State, …Action>
/// ```
///
/// Both directions are pure functions, tested without a store.
package struct PhotoListConnector: Connector, Sendable {
  /// Creates the connector.
  package init() {}

  /// The view state for `state`: the rows matching the applied search, the title, the status line, the
  /// selection and the tapped photo's details.
  package func connect(state: PhotoList.State) -> PhotoListView.State {
    PhotoListView.State(
      photos: state.photos.elements,
      phase: state.phase,
      searchText: state.searchText,
      query: state.query,
      showsCount: state.showsCount,
      selectedID: state.selectedID,
      openedID: state.openedID,
      favoriteIDs: state.favoriteIDs,
      screen: state.path.last.map {
        PhotoListView.Screen(
          photo: $0.photo, phase: $0.phase, albumTitles: $0.albumTitles, depth: state.path.count)
      }
    )
  }

  /// The feature action that performs the view action `action`.
  package func connect(action: PhotoListView.Action) -> PhotoList.Action {
    switch action {
    case .refreshTapped: .refresh
    case .searchTextChanged(let text): .searchTextChanged(text)
    case .showsCountToggled: .showsCountToggled
    case .rowTapped(let id): .photoTapped(id)
    case .selectionMoved(let direction): .selectionMoved(direction)
    case .openTapped(let id): .photoOpened(id)
    case .backTapped: .backTapped
    case .favoriteToggled(let id): .favoriteToggled(id)
    }
  }
}
