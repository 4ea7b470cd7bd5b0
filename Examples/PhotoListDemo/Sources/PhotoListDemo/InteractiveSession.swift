import PhotoListFeature
import StateKit

/// The list in a terminal: keys become actions, view states become frames.
///
/// A frame is drawn when the view state changes, when a key changes the terminal's own UI state (the
/// search field's focus, the key overlay) and when the window is resized; a frame identical to the one on
/// screen is not written.
@MainActor
final class InteractiveSession {
  private let screen: PhotoListScreen
  private var chrome = PhotoListRenderer.Chrome(isInteractive: true)
  private var scrollOffset = 0
  private var terminal: RawTerminal?

  /// Creates a session for `screen`; ``run()`` starts it.
  init(screen: PhotoListScreen) {
    self.screen = screen
  }

  /// Takes over the terminal, loads the photos and handles keys until the user quits or input ends; the
  /// terminal is restored before it returns.
  func run() async {
    let terminal = RawTerminal()
    self.terminal = terminal
    defer { terminal.restore() }
    let input = TerminalInput()
    screen.send(.refreshTapped)  // NB: before subscribing, so that the first frame shows the loading state
    // NB: The sink holds the session strongly, for exactly as long as this call runs: the token is
    // cancelled below, before `run()` returns, so there is no cycle and the session cannot go away while
    // it still draws.
    let redraws = screen.viewStates.sink { [self] _ in draw() }
    var decoder = KeyDecoder()
    events: for await event in input.events {
      switch event {
      case .input(let bytes):
        for key in decoder.decode(bytes) {
          switch KeyBindings.outcome(of: key, chrome: &chrome, viewState: screen.viewState) {
          case .send(let action): screen.send(action)
          case .redraw: draw()
          case .quit: break events
          case .ignore: break
          }
        }
      case .resized:
        terminal.invalidate()
        draw()
      case .endOfInput:
        break events
      }
    }
    redraws.cancel()
  }

  private func draw() {
    guard let terminal else { return }
    let frame = PhotoListRenderer.render(
      screen.viewState, size: terminal.size, scrollOffset: scrollOffset, chrome: chrome
    )
    scrollOffset = frame.scrollOffset
    terminal.draw(frame)
  }
}
