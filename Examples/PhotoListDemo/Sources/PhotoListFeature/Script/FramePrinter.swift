/// Draws view states as captioned frames of text, keeping the scroll offset from one frame to the next:
/// what the scripted tour and a replay print.
@MainActor
package struct FramePrinter {
  let size: TerminalSize
  let output: (String) -> Void
  private var scrollOffset = 0

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - size: The size to draw frames at.
  ///   - output: Receives each frame, as lines ending with a newline, and a blank line after it.
  package init(size: TerminalSize, output: @escaping (String) -> Void) {
    self.size = size
    self.output = output
  }

  /// Prints `viewState` under a heading that reads `caption`.
  package mutating func print(_ viewState: PhotoListView.State, caption: String) {
    let frame = PhotoListRenderer.render(viewState, size: size, scrollOffset: scrollOffset)
    scrollOffset = frame.scrollOffset
    let heading = "── \(caption) "
    var text = heading + String(repeating: "─", count: max(0, size.width - heading.count)) + "\n"
    // NB: Trailing empty lines (an empty status or detail line) would only space frames apart.
    for line in frame.text.reversed().drop(while: \.isEmpty).reversed() { text += line + "\n" }
    output(text + "\n")
  }
}
