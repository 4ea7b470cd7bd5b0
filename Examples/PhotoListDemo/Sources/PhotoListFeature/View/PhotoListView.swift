/// The photo list's view: what it shows and what it can do, shared by both implementations (the reducer
/// feature through ``PhotoListConnector``, and ``PhotoListViewStore``) and drawn by
/// ``PhotoListRenderer``.
package enum PhotoListView {
  /// Everything the list shows, formatted for display: the view adds no logic of its own.
  package struct State: Equatable, Sendable {
    /// "Photos", or "Photos (N)" when the count is shown.
    package var title: String
    /// The search field's text, as typed.
    package var searchText: String
    /// Whether typing has not paused yet: the rows are still those of the previous search.
    package var isSearching: Bool
    /// Whether a load is in flight.
    package var isLoading: Bool
    /// Whether the count toggle is on.
    package var showsCount: Bool
    /// The photos that match the search, one formatted line each.
    package var rows: [Row]
    /// The index in ``rows`` of the selected photo; `nil` if none is selected or the search hides it.
    package var selectedIndex: Int?
    /// Loading, empty and error states, in a sentence; `nil` when the rows say it all.
    package var statusLine: String?
    /// The tapped photo's details; `nil` until a photo is tapped.
    package var detailLine: String?
    /// The photo screen on top of the list, if one is open.
    package var screen: Screen?

    /// Whether nothing is pending: no load in flight (the list's or the open screen's) and no keystroke
    /// waiting to be searched.
    package var isSettled: Bool {
      !isLoading && !isSearching && screen?.isLoading != true
    }

    /// The selected row, if the search shows it.
    package var selectedRow: Row? {
      selectedIndex.map { rows[$0] }
    }
  }

  /// One photo in the list.
  package struct Row: Equatable, Sendable, Identifiable {
    /// The photo's id, to send back when the row is tapped.
    package var id: Photo.ID
    /// The line to show: id, title and album.
    package var text: String

    /// Creates a row.
    package init(id: Photo.ID, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// A photo's screen, pushed over the list.
  package struct Screen: Equatable, Sendable {
    /// `Photo #12`, and how deep the stack is when more than one screen is open.
    package var title: String
    /// The photo's title, its album, and the album's photos once loaded.
    package var lines: [String]
    /// Whether the album is still loading.
    package var isLoading: Bool

    /// Creates a screen.
    package init(title: String, lines: [String], isLoading: Bool) {
      self.title = title
      self.lines = lines
      self.isLoading = isLoading
    }
  }

  /// What the user can do in the list.
  package enum Action: Equatable, Sendable {
    /// Load the photos again.
    case refreshTapped
    /// The search field's text changed.
    case searchTextChanged(String)
    /// The "show count" toggle was flipped.
    case showsCountToggled
    /// A row was tapped.
    case rowTapped(Photo.ID)
    /// The selection was moved one row.
    case selectionMoved(MoveDirection)
    /// A row was opened: push its photo's screen.
    case openTapped(Photo.ID)
    /// Back from the open screen.
    case backTapped
    /// A photo was marked as a favourite, or unmarked.
    case favoriteToggled(Photo.ID)
  }
}
