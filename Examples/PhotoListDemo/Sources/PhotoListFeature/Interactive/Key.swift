/// A key the user pressed, decoded from the bytes a terminal in raw mode sends.
package enum Key: Equatable, Sendable {
  /// A printable character (any script).
  case character(Character)
  /// The Up arrow.
  case up
  /// The Down arrow.
  case down
  /// The Left arrow.
  case left
  /// The Right arrow.
  case right
  /// Return or Enter.
  case enter
  /// Escape, pressed on its own.
  case escape
  /// Tab.
  case tab
  /// Backspace (or Delete on keyboards that send DEL).
  case backspace
  /// Ctrl-C: in raw mode it arrives as a byte, not as SIGINT.
  case interrupt
  /// Any other control character or escape sequence, ignored.
  case unknown
}
