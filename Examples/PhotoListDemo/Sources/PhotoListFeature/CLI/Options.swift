package import Foundation

/// What `PhotoListDemo` was asked to do.
package enum Invocation: Equatable, Sendable {
  /// Show the list, with these options.
  case run(Options)
  /// Print the usage text.
  case help
  /// Write the bundled data set to this path (hidden: for maintainers, see ``PhotoCatalog``).
  case generateData(path: String)
}

/// How to run the list.
package struct Options: Equatable, Sendable {
  /// Where the photos come from.
  package enum Source: Equatable, Sendable {
    /// The bundled data set of 5,000 photos.
    case bundled
    /// An HTTP GET of this URL.
    case url(URL)
    /// A JSON file at this path.
    case file(String)
  }

  /// Where the photos come from.
  package var source = Source.bundled
  /// Whether to run the hand-written ``PhotoListViewStore`` instead of the reducer in a `Store`.
  package var usesViewStore = false
  /// The commands to play instead of the interactive list; `nil` plays the tour when not on a terminal.
  package var script: [ScriptCommand]?
  /// Whether to print each action and the state change it made to standard error.
  package var logsChanges = false
  /// Where to write the trace of the run's actions (`--record`), if anywhere.
  package var recordPath: String?
  /// The trace to play instead of running the list (`--replay`), if any.
  package var replayPath: String?
  /// Whether to print, at exit, what the ten costliest kinds of action cost (`--profile`).
  package var profiles = false
  /// The file to keep the favourites in (`--favorites`), if one was given.
  package var favoritesPath: String?

  /// The defaults: bundled photos, the reducer, interactive on a terminal.
  package init() {}
}

extension Options {
  /// The file the favourites are kept in across runs: the one `--favorites` names, or else, when the
  /// list is interactive, `favorites.json` in the user's application support directory
  /// (`~/.local/share/PhotoListDemo` on Linux, `~/Library/Application Support/PhotoListDemo` on a Mac).
  /// A scripted run keeps them in memory, so that its frames never depend on an earlier run.
  ///
  /// - Parameter isInteractive: Whether the list runs on a terminal.
  package func favoritesFile(isInteractive: Bool) -> URL? {
    if let favoritesPath { return URL(fileURLWithPath: favoritesPath) }
    guard isInteractive, script == nil,
      let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
    else { return nil }
    return support.appendingPathComponent("PhotoListDemo/favorites.json")
  }

  /// The provider for ``source``; the bundled photos' latency runs on `clock`.
  package func makeProvider(clock: some Clock<Duration>) -> PhotoProvider {
    switch source {
    case .bundled: .bundled(clock: clock)
    case .url(let url): .url(url)
    case .file(let path): .file(path: path)
    }
  }
}
