import StateKit

/// Draws the list as lines of text: a pure function of the state.
func render(_ state: PhotoList.State, rows limit: Int = 5) -> [String] {
  let visible = state.visiblePhotos
  var lines = [state.showsCount ? "Photos (\(visible.count))" : "Photos"]
  lines.append("Search: \(state.search.text.isEmpty ? "(none)" : state.search.text)")
  switch state.status {
  case .idle: lines.append("  (not loaded)")
  case .loading: lines.append("  Loading…")
  case .failed(let message): lines.append("  Could not load photos: \(message)")
  case .loaded where visible.isEmpty: lines.append("  No photos match.")
  case .loaded:
    for photo in visible.prefix(limit) {
      let marker = photo.id == state.selectedID ? ">" : " "
      lines.append(" \(marker) #\(photo.id) \(photo.title)  (album \(photo.albumId))")
    }
    if visible.count > limit { lines.append("   … \(visible.count - limit) more") }
  }
  if let id = state.selectedID, let photo = state.photos[id: id] {
    lines.append("Selected: \(photo.title) — \(photo.url)")
  }
  return lines
}
