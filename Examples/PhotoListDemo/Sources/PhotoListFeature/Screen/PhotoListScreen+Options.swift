package import Foundation
internal import StateKit

extension PhotoListScreen {
  /// The screen `options` ask for: the implementation (`--view-store`), the source, `--log`, and the
  /// favourites file.
  ///
  /// - Parameters:
  ///   - clock: The clock for the search debounce and the bundled photos' latency.
  ///   - favoritesFile: The JSON file the favourites are kept in across runs, if any.
  package init(options: Options, clock: some Clock<Duration>, favoritesFile: URL? = nil) {
    let provider = options.makeProvider(clock: clock)
    if options.usesViewStore {
      self = .viewStore(provider: provider, clock: clock)
    } else {
      self = .reducer(
        provider: provider, clock: clock, log: options.logsChanges ? .standardError : nil,
        favoritesFile: favoritesFile)
    }
  }

  /// Saves the favourites to their file now, rather than within the second a change waits: what the
  /// program does before it exits. A file that cannot be written is reported, not fatal.
  ///
  /// - Returns: A sentence saying why the favourites could not be saved, or `nil` if they were (or
  ///   there is nothing to save).
  package func saveFavorites() async -> String? {
    guard let store else { return nil }
    do {
      try await store.state.$favoriteIDs.save()
      return nil
    } catch {
      return "the favourites could not be saved: \(error)"
    }
  }
}
