/// Plays ``ScriptCommand``s on a screen, printing the frame after each once the list has settled: the
/// tour `PhotoListDemo` plays when it is not on a terminal, and `--script`.
///
/// The output depends only on the script and the data, not on timing: every frame waits until no load
/// and no debounced search is pending (``PhotoListScreen/settle()``), and frames are drawn at a fixed
/// size.
@MainActor
package struct ScriptPlayer {
  /// The size printed frames are drawn at.
  package static let frameSize = TerminalSize(width: 80, height: 16)

  let screen: PhotoListScreen
  let size: TerminalSize
  let output: (String) -> Void

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - screen: The list to drive.
  ///   - size: The size to draw frames at.
  ///   - output: Receives each frame, as lines ending with a newline.
  package init(
    screen: PhotoListScreen,
    size: TerminalSize = frameSize,
    output: @escaping (String) -> Void
  ) {
    self.screen = screen
    self.size = size
    self.output = output
  }

  /// Loads the photos, prints the loading frame and the loaded frame, then performs each command and
  /// prints the frame it leads to.
  package func play(_ commands: [ScriptCommand]) async {
    var printer = FramePrinter(size: size, output: output)
    func printFrame(_ caption: String) {
      printer.print(screen.viewState, caption: caption)
    }

    screen.send(.refreshTapped)
    printFrame("launch")
    await screen.settle()
    printFrame("loaded")
    for command in commands {
      if let action = action(for: command) { screen.send(action) }
      await screen.settle()
      printFrame(command.description)
    }
  }

  private func action(for command: ScriptCommand) -> PhotoListView.Action? {
    switch command {
    case .refresh: .refreshTapped
    case .search(let text): .searchTextChanged(text)
    case .toggle: .showsCountToggled
    case .up: .selectionMoved(.up)
    case .down: .selectionMoved(.down)
    case .tap(let id?): .rowTapped(id)
    case .tap(nil): screen.viewState.selectedRow.map { .rowTapped($0.id) }
    case .open(let id?): .openTapped(id)
    case .open(nil): screen.viewState.selectedRow.map { .openTapped($0.id) }
    case .back: .backTapped
    case .favorite(let id?): .favoriteToggled(id)
    case .favorite(nil): screen.viewState.selectedRow.map { .favoriteToggled($0.id) }
    }
  }
}
