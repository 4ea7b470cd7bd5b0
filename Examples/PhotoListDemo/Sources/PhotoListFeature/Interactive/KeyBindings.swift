/// What each key does in the interactive list: a pure function of the key, the terminal's UI state and
/// the view state, so the keys are tested without a terminal.
///
/// The habits of terminal tools: `/` focuses the search field (typed text and Backspace edit it, Enter or
/// Esc leave it, as in `less`); outside it, Up/Down or j/k move, Enter opens the selected photo's screen,
/// Tab toggles the count, `r` refreshes, `?` shows the keys, `q` or Ctrl-C quits. On a photo's screen,
/// Esc or Backspace goes back. Any key closes the key overlay.
package enum KeyBindings {
  /// What a key asks for.
  package enum Outcome: Equatable, Sendable {
    /// Send this action to the view store.
    case send(PhotoListView.Action)
    /// Only the terminal's UI state changed: redraw.
    case redraw
    /// Leave the program.
    case quit
    /// Nothing.
    case ignore
  }

  /// What `key` does, given the terminal's UI state (which it may change) and what the list shows.
  package static func outcome(
    of key: Key,
    chrome: inout PhotoListRenderer.Chrome,
    viewState: PhotoListView.State
  ) -> Outcome {
    if key == .interrupt { return .quit }
    if chrome.showsHelp {
      chrome.showsHelp = false
      return .redraw
    }
    if viewState.screen != nil {
      switch key {
      case .escape, .backspace, .left: return .send(.backTapped)
      case .character("q"): return .quit
      case .character("?"):
        chrome.showsHelp = true
        return .redraw
      default: return .ignore
      }
    }
    if chrome.isSearchFocused {
      return searchFieldOutcome(of: key, chrome: &chrome, text: viewState.searchText)
    }
    switch key {
    case .character("/"):
      chrome.isSearchFocused = true
      return .redraw
    case .up, .character("k"): return .send(.selectionMoved(.up))
    case .down, .character("j"): return .send(.selectionMoved(.down))
    case .enter: return viewState.selectedRow.map { .send(.openTapped($0.id)) } ?? .ignore
    case .tab: return .send(.showsCountToggled)
    case .character("f"): return viewState.selectedRow.map { .send(.favoriteToggled($0.id)) } ?? .ignore
    case .character("r"): return .send(.refreshTapped)
    case .character("?"):
      chrome.showsHelp = true
      return .redraw
    case .character("q"): return .quit
    default: return .ignore
    }
  }

  private static func searchFieldOutcome(
    of key: Key,
    chrome: inout PhotoListRenderer.Chrome,
    text: String
  ) -> Outcome {
    switch key {
    case .character(let character): return .send(.searchTextChanged(text + String(character)))
    case .backspace: return text.isEmpty ? .ignore : .send(.searchTextChanged(String(text.dropLast())))
    case .enter, .escape:
      chrome.isSearchFocused = false
      return .redraw
    default: return .ignore
    }
  }
}
