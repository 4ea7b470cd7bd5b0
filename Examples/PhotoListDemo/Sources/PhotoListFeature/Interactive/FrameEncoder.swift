/// The bytes that draw a ``Frame`` on a VT100-compatible terminal.
///
/// A frame is drawn without flicker: the cursor goes home, each line overwrites the previous frame's
/// line and clears what is left of it, and the rest of the screen is cleared; nothing is erased first.
/// Send the whole string in one write.
package enum FrameEncoder {
  /// Switches to the alternate screen and hides the cursor. (Leaving is the executable's
  /// `TerminalRestorer`'s job: it must work inside a signal handler.)
  package static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l"

  /// The escape sequences and text that draw `frame` over the previous one.
  package static func encode(_ frame: Frame) -> String {
    var output = "\u{1B}[H"
    for (index, line) in frame.lines.enumerated() {
      if index > 0 { output += "\r\n" }
      output += style(line.style) + line.text + "\u{1B}[0m\u{1B}[K"
    }
    return output + "\u{1B}[J"
  }

  private static func style(_ style: Frame.Style) -> String {
    switch style {
    case .plain: ""
    case .heading: "\u{1B}[1m"
    case .selected: "\u{1B}[7m"
    case .dim: "\u{1B}[2m"
    }
  }
}
