import PhotoListFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal in full-screen raw mode: keys arrive one by one, unechoed, and frames are
/// drawn on the alternate screen, so the shell's screen comes back untouched.
@MainActor
final class RawTerminal {
  private var lastOutput: String?

  /// Saves the terminal's settings, arranges for them to come back on every exit path (see
  /// ``TerminalRestorer``), then switches to raw mode and the alternate screen.
  ///
  /// Raw mode turns off echo, line buffering, signal keys (Ctrl-C arrives as a byte) and input
  /// translation, but keeps output processing.
  init() {
    var settings = termios()
    tcgetattr(STDIN_FILENO, &settings)
    TerminalRestorer.install(restoring: settings)
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    settings.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    Console.write(FrameEncoder.enterFullScreen)
  }

  /// The terminal's current size, asked of the terminal each time, so a resize shows in the next frame.
  var size: TerminalSize {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return TerminalSize(width: 80, height: 24)
    }
    return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Draws `frame` in one write, unless it is exactly what is on screen already.
  func draw(_ frame: Frame) {
    let output = FrameEncoder.encode(frame)
    guard output != lastOutput else { return }
    lastOutput = output
    Console.write(output)
  }

  /// Forgets what is on screen, so the next frame is drawn in full (after a resize, which may have
  /// garbled it).
  func invalidate() {
    lastOutput = nil
  }

  /// Leaves the alternate screen and restores the saved settings.
  func restore() {
    TerminalRestorer.restore()
  }
}
