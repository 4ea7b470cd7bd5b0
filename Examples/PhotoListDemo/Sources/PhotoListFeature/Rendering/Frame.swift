/// The size of the text area to draw in, in character cells.
package struct TerminalSize: Equatable, Sendable {
  /// Columns.
  package var width: Int
  /// Rows.
  package var height: Int

  /// Creates a size of `width` columns and `height` rows.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// One screenful of text: what ``PhotoListRenderer`` draws, and the terminal or a tour prints.
package struct Frame: Equatable, Sendable {
  /// How a line is emphasised on a terminal; printed frames ignore it.
  package enum Style: Equatable, Sendable {
    /// Ordinary text.
    case plain
    /// A heading, drawn bold.
    case heading
    /// The selected row, drawn in reverse video.
    case selected
    /// Rules and hints, drawn dim.
    case dim
  }

  /// A line of text, no wider than the frame, and its style.
  package struct Line: Equatable, Sendable {
    /// The text.
    package var text: String
    /// How to emphasise it.
    package var style: Style

    /// Creates a line.
    package init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The lines, top to bottom; never more than the height drawn in.
  package var lines: [Line]
  /// The index of the first row the list window shows: pass it back to draw the next frame, so the list
  /// scrolls only as far as the selection needs.
  package var scrollOffset: Int

  /// Creates a frame of `lines`, whose list window starts at row `scrollOffset`.
  package init(lines: [Line], scrollOffset: Int) {
    self.lines = lines
    self.scrollOffset = scrollOffset
  }

  /// The lines' text, without styles.
  package var text: [String] {
    lines.map(\.text)
  }
}
