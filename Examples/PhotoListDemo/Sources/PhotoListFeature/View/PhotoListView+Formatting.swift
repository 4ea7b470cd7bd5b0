extension PhotoListView.State {
  /// The view state for the list's data: the one place the list is formatted, so that both
  /// implementations show exactly the same thing for the same data.
  ///
  /// - Parameters:
  ///   - photos: Every loaded photo.
  ///   - phase: Where loading stands.
  ///   - searchText: The search field's text, as typed.
  ///   - query: The text searched for: `searchText` once typing has paused.
  ///   - showsCount: Whether the title counts the rows.
  ///   - selectedID: The selected photo, shown if the search matches it.
  ///   - openedID: The tapped photo, whose details are shown.
  ///   - favoriteIDs: The favourite photos, whose rows end with a star.
  ///   - screen: The photo screen on top of the list, if any.
  package init(
    photos: [Photo],
    phase: LoadPhase,
    searchText: String,
    query: String,
    showsCount: Bool,
    selectedID: Photo.ID?,
    openedID: Photo.ID?,
    favoriteIDs: Set<Photo.ID> = [],
    screen: PhotoListView.Screen? = nil
  ) {
    let visible = PhotoSearch.filter(photos, query: query)
    self.rows = visible.map {
      PhotoListView.Row(id: $0.id, text: Self.rowText($0, isFavorite: favoriteIDs.contains($0.id)))
    }
    self.title = showsCount ? "Photos (\(visible.count))" : "Photos"
    self.searchText = searchText
    self.isSearching = searchText != query
    self.isLoading = phase == .loading
    self.showsCount = showsCount
    self.selectedIndex = selectedID.flatMap { id in visible.firstIndex { $0.id == id } }
    self.statusLine = Self.statusLine(
      phase: phase, photoCount: photos.count, rowCount: visible.count, query: query)
    self.detailLine = openedID.flatMap { id in photos.first { $0.id == id } }.map(Self.detailText)
    self.screen = screen
  }

  /// The view state of a list that has loaded nothing yet.
  package static let initial = Self(
    photos: [], phase: .idle, searchText: "", query: "", showsCount: false, selectedID: nil, openedID: nil
  )

  /// `#  42  golden sunrise over the harbour  (album 1)`: ids right-aligned to four digits; a favourite
  /// ends with `  ★`.
  static func rowText(_ photo: Photo, isFavorite: Bool = false) -> String {
    let id = String(photo.id)
    let padding = String(repeating: " ", count: max(0, 4 - id.count))
    return "#\(padding)\(id)  \(photo.title)  (album \(photo.albumId))\(isFavorite ? "  ★" : "")"
  }

  static func detailText(_ photo: Photo) -> String {
    "#\(photo.id) \"\(photo.title)\", album \(photo.albumId): \(photo.url)"
  }

  static func statusLine(phase: LoadPhase, photoCount: Int, rowCount: Int, query: String) -> String? {
    switch phase {
    case .idle: "Nothing loaded yet."
    case .loading: photoCount == 0 ? "Loading photos…" : "Refreshing…"
    case .failed(let message): "Could not load photos: \(message)"
    case .loaded where photoCount == 0: "There are no photos."
    case .loaded where rowCount == 0: "No photos match \"\(query)\"."
    case .loaded: nil
    }
  }
}

extension PhotoListView.Screen {
  /// The screen of `photo`, `depth` screens deep, with its album as loading left it.
  ///
  /// - Parameters:
  ///   - photo: The photo the screen shows.
  ///   - phase: Where loading its album stands.
  ///   - albumTitles: The titles of the album's photos, once loaded.
  ///   - depth: How many screens are open, this one included.
  package init(photo: Photo, phase: LoadPhase, albumTitles: [String], depth: Int) {
    let album: [String] =
      switch phase {
      case .idle, .loading: ["Album \(photo.albumId): loading…"]
      case .failed(let message): ["Album \(photo.albumId): \(message)"]
      case .loaded:
        ["Album \(photo.albumId): \(albumTitles.count) photos"] + albumTitles.map { "  · \($0)" }
      }
    self.init(
      title: depth > 1 ? "Photo #\(photo.id)  (\(depth) open)" : "Photo #\(photo.id)",
      lines: [photo.title, ""] + album,
      isLoading: phase == .loading
    )
  }
}
