/// One step of a `--script`: what a user would do, written as a word.
///
/// A script is steps separated by `;`: `"search sun; toggle; down; down; tap"`.
package enum ScriptCommand: Equatable, Sendable, CustomStringConvertible {
  /// `refresh`: load the photos again.
  case refresh
  /// `search TEXT`: type TEXT into the search field, replacing what is there (`search` alone clears
  /// it). TEXT is the rest of the step, spaces included.
  case search(String)
  /// `toggle`: flip the "show count" toggle.
  case toggle
  /// `up`: move the selection up.
  case up
  /// `down`: move the selection down.
  case down
  /// `tap` taps the selected row; `tap ID` taps the photo with that id.
  case tap(Photo.ID?)
  /// `open` opens the selected row's photo screen; `open ID` opens the photo with that id.
  case open(Photo.ID?)
  /// `back`: go back from the open photo screen.
  case back
  /// `favorite` marks or unmarks the selected row's photo as a favourite; `favorite ID` the photo with
  /// that id.
  case favorite(Photo.ID?)

  /// The tour played when `PhotoListDemo` is not run on a terminal: search, toggle, move, tap, open the
  /// photo's screen and go back, then a search that matches nothing.
  package static let tour: [ScriptCommand] = [
    .search("sun"), .toggle, .down, .down, .tap(nil), .open(nil), .back, .search("zebra"),
  ]

  /// The steps of `script`. Empty steps (a trailing `;`) are skipped.
  ///
  /// - Throws: A ``UsageError`` naming the first step that is not a command.
  package static func parse(_ script: String) throws(UsageError) -> [ScriptCommand] {
    var commands: [ScriptCommand] = []
    for step in script.split(separator: ";") {
      let words = step.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
      guard let word = words.first else { continue }
      let argument = words.count > 1 ? String(words[1]).trimmingSpaces : ""
      let command: ScriptCommand? =
        switch (word, argument.isEmpty) {
        case ("refresh", true): .refresh
        case ("search", _): .search(argument)
        case ("toggle", true): .toggle
        case ("up", true): .up
        case ("down", true): .down
        case ("tap", true): .tap(nil)
        case ("tap", false): Int(argument).map { .tap($0) }
        case ("open", true): .open(nil)
        case ("open", false): Int(argument).map { .open($0) }
        case ("back", true): .back
        case ("favorite", true): .favorite(nil)
        case ("favorite", false): Int(argument).map { .favorite($0) }
        default: nil
        }
      guard let command else {
        throw UsageError(
          "--script: '\(step.trimmingSpaces)' is not a step (use refresh, search TEXT, toggle, up, down, tap [ID], open [ID], back, favorite [ID])"
        )
      }
      commands.append(command)
    }
    return commands
  }

  /// The step as a script writes it.
  package var description: String {
    switch self {
    case .refresh: "refresh"
    case .search(let text): text.isEmpty ? "search" : "search \(text)"
    case .toggle: "toggle"
    case .up: "up"
    case .down: "down"
    case .tap(nil): "tap"
    case .tap(let id?): "tap \(id)"
    case .open(nil): "open"
    case .open(let id?): "open \(id)"
    case .back: "back"
    case .favorite(nil): "favorite"
    case .favorite(let id?): "favorite \(id)"
    }
  }
}

extension StringProtocol {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
