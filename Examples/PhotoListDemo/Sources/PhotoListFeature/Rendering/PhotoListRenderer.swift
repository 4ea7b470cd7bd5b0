/// Draws a ``PhotoListView/State`` as lines of text: a pure function, the same for the terminal, the
/// scripted tour and the tests, whichever implementation computed the view state.
///
/// ```
/// Photos (312)
/// Search: sun
/// ────────────────────────────────────────
/// > #  12  golden sunrise by the pier  (album 1)
///   #  40  sunset over the harbour  (album 1)
/// ──────────────────────── 310 more below ──
/// (status line: loading, empty, error)
/// (detail line: the tapped photo)
/// ```
package enum PhotoListRenderer {
  /// What the terminal adds around the view state: its own UI state, which the feature does not know.
  package struct Chrome: Equatable, Sendable {
    /// Whether keystrokes go to the search field.
    package var isSearchFocused = false
    /// Whether the key overlay replaces the list.
    package var showsHelp = false
    /// Whether to show key hints (on a terminal), or not (in a printed tour).
    package var isInteractive = false

    /// Creates chrome; the default is a printed frame with nothing focused.
    package init(isSearchFocused: Bool = false, showsHelp: Bool = false, isInteractive: Bool = false) {
      self.isSearchFocused = isSearchFocused
      self.showsHelp = showsHelp
      self.isInteractive = isInteractive
    }
  }

  /// The smallest size the list can be drawn in; smaller terminals get a one-line notice.
  package static let minimumSize = TerminalSize(width: 24, height: 8)

  /// The frame for `state` in `size`, its list window scrolled from `scrollOffset` just enough to show
  /// the selected row.
  ///
  /// - Parameters:
  ///   - state: What to draw.
  ///   - size: The area to draw in; every line fits its width.
  ///   - scrollOffset: The previous frame's ``Frame/scrollOffset``, or 0.
  ///   - chrome: The terminal's own UI state.
  package static func render(
    _ state: PhotoListView.State,
    size: TerminalSize,
    scrollOffset: Int = 0,
    chrome: Chrome = Chrome()
  ) -> Frame {
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
      let notice = "Terminal too small: \(minimumSize.width)x\(minimumSize.height) needed"
      return Frame(lines: [Frame.Line(fit(notice, size.width))], scrollOffset: scrollOffset)
    }
    let bottom = footer(state, width: size.width, chrome: chrome)
    let windowHeight = size.height - 3 - bottom.count - 1
    let offset = Self.scrollOffset(
      scrollOffset, selectedIndex: state.selectedIndex, rowCount: state.rows.count, windowHeight: windowHeight
    )
    if let screen = state.screen, !chrome.showsHelp {
      return Self.screen(screen, size: size, chrome: chrome, scrollOffset: scrollOffset)
    }
    var lines = [Frame.Line(state.title, style: .heading), searchLine(state, chrome: chrome)]
    if chrome.showsHelp {
      lines.append(rule("Keys", width: size.width))
      lines += help.prefix(windowHeight).map { Frame.Line($0) }
      lines += Array(repeating: Frame.Line(""), count: max(0, windowHeight - help.count))
      lines.append(rule("", width: size.width))
    } else {
      lines.append(rule(offset > 0 ? "\(offset) more above" : "", width: size.width))
      lines += window(state, offset: offset, height: windowHeight)
      let below = state.rows.count - offset - windowHeight
      lines.append(rule(below > 0 ? "\(below) more below" : "", width: size.width))
    }
    lines += bottom
    let fitted = lines.map { Frame.Line(fit($0.text, size.width), style: $0.style) }
    return Frame(lines: fitted, scrollOffset: offset)
  }

  /// A photo's screen, over the list: its title, its lines cut to the height, and the key hints.
  private static func screen(
    _ screen: PhotoListView.Screen,
    size: TerminalSize,
    chrome: Chrome,
    scrollOffset: Int
  ) -> Frame {
    var lines = [Frame.Line(screen.title, style: .heading), rule("", width: size.width)]
    let height = size.height - lines.count - (chrome.isInteractive ? 1 : 0)
    lines += screen.lines.prefix(height).map { Frame.Line($0) }
    if chrome.isInteractive {
      lines += Array(repeating: Frame.Line(""), count: max(0, height - screen.lines.count))
      lines.append(Frame.Line("Esc/Backspace back · ? keys · q quit", style: .dim))
    }
    let fitted = lines.map { Frame.Line(fit($0.text, size.width), style: $0.style) }
    return Frame(lines: fitted, scrollOffset: scrollOffset)
  }

  /// The offset that keeps `selectedIndex` inside a window of `windowHeight` rows, moving `offset` as
  /// little as possible, and never scrolls past the last row.
  package static func scrollOffset(_ offset: Int, selectedIndex: Int?, rowCount: Int, windowHeight: Int)
    -> Int
  {
    var offset = offset
    if let selectedIndex {
      if selectedIndex < offset {
        offset = selectedIndex
      } else if selectedIndex >= offset + windowHeight {
        offset = selectedIndex - windowHeight + 1
      }
    }
    return max(0, min(offset, rowCount - windowHeight))
  }

  /// The keys, as the help overlay and `--help` list them.
  package static let help = [
    "  /           search: type to filter, Backspace deletes, Enter or Esc leaves",
    "  Up/Down j/k move the selection",
    "  Enter       open the selected photo's screen",
    "  Esc  Bksp   back from a photo's screen (cancels its loading)",
    "  Tab         show or hide the count in the title",
    "  f           mark or unmark the selected photo as a favourite (★)",
    "  r           load the photos again",
    "  ?           show or hide these keys",
    "  q  Ctrl-C   quit",
  ]

  private static func searchLine(_ state: PhotoListView.State, chrome: Chrome) -> Frame.Line {
    let pending = state.isSearching ? "  (searching…)" : ""
    if chrome.isSearchFocused {
      return Frame.Line("Search: \(state.searchText)_\(pending)")
    }
    if state.searchText.isEmpty && chrome.isInteractive {
      return Frame.Line("Search: (press / to search)", style: .dim)
    }
    return Frame.Line("Search: \(state.searchText)\(pending)")
  }

  private static func window(_ state: PhotoListView.State, offset: Int, height: Int) -> [Frame.Line] {
    let shown = state.rows.dropFirst(offset).prefix(height)
    var lines = zip(shown.indices, shown).map { index, row in
      index == state.selectedIndex
        ? Frame.Line("> " + row.text, style: .selected) : Frame.Line("  " + row.text)
    }
    lines += Array(repeating: Frame.Line(""), count: height - lines.count)
    return lines
  }

  /// The status line (wrapped over up to three lines: error messages name URLs and paths), the detail
  /// line and, on a terminal, the key hints.
  private static func footer(_ state: PhotoListView.State, width: Int, chrome: Chrome) -> [Frame.Line] {
    var lines = wrap(state.statusLine ?? "", width: width, maxLines: 3).map { Frame.Line($0) }
    lines.append(Frame.Line(state.detailLine ?? ""))
    if chrome.isInteractive {
      let hint =
        chrome.isSearchFocused
        ? "type to search · Backspace delete · Enter/Esc done"
        : "/ search · ↑↓ jk move · Enter open · Tab count · r refresh · ? keys · q quit"
      lines.append(Frame.Line(hint, style: .dim))
    }
    return lines
  }

  private static func rule(_ label: String, width: Int) -> Frame.Line {
    let text = label.isEmpty ? "" : " \(label) ──"
    return Frame.Line(String(repeating: "─", count: max(0, width - text.count)) + text, style: .dim)
  }

  /// `text` in lines of at most `width` characters, broken at spaces where it can be; the last of
  /// `maxLines` lines is cut by ``fit(_:_:)``. Empty text is one empty line.
  static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > width && lines.count < maxLines - 1 {
      let limit = rest.index(rest.startIndex, offsetBy: width)
      let breakAt = rest[..<limit].lastIndex(of: " ") ?? limit
      lines.append(String(rest[..<breakAt]))
      rest = rest[breakAt...].drop { $0 == " " }
    }
    return lines + [fit(String(rest), width)]
  }

  /// `text`, cut to `width` characters with an ellipsis if it is longer.
  static func fit(_ text: String, _ width: Int) -> String {
    guard text.count > width else { return text }
    return width > 0 ? text.prefix(width - 1) + "…" : ""
  }
}
