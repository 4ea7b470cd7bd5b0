import Foundation
import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// Favourites, kept with `@Shared(.fileStorage)` across runs: in a file system in memory here.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListFavoritesTests {
  let file = URL(fileURLWithPath: "/home/blob/.local/share/PhotoListDemo/favorites.json")

  /// Plays `script` in a new run of the list whose favourites live in `fileSystem`, and returns the last
  /// frame's rows.
  func run(_ script: String, in fileSystem: InMemoryFileSystem) async throws -> [String] {
    var frames: [String] = []
    try await withDependencies {
      $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, saveInterval: nil)
    } operation: {
      let screen = PhotoListScreen.reducer(
        provider: PhotoProvider { Fixtures.photos }, clock: ImmediateClock(), favoritesFile: file)
      await ScriptPlayer(screen: screen, size: TerminalSize(width: 60, height: 10)) { frames.append($0) }
        .play(try ScriptCommand.parse(script))
      #expect(await screen.saveFavorites() == nil)
    }
    return frames.last?.split(separator: "\n").map(String.init).filter { $0.contains("#") } ?? []
  }

  @Test func aFavouriteIsMarkedAndKeptForTheNextRun() async throws {
    let fileSystem = InMemoryFileSystem()
    let first = try await run("down; down; favorite; favorite 4", in: fileSystem)
    #expect(first.filter { $0.hasSuffix("★") }.count == 2)
    #expect(first.contains { $0.contains("#   2  Forest path  (album 1)  ★") })

    let saved = try #require(fileSystem.files[file.path])
    #expect(try JSONDecoder().decode(Set<Int>.self, from: saved) == [2, 4])

    let second = try await run("favorite 4", in: fileSystem)
    #expect(second.filter { $0.hasSuffix("★") }.count == 1)
    #expect(second.contains { $0.contains("#   2  Forest path  (album 1)  ★") }, "the first run's favourite")
    #expect(!second.contains { $0.contains("#   4  Harbour lights  (album 2)  ★") }, "unmarked in this run")
  }

  @Test func aScriptedRunWithoutAFileKeepsItsFavouritesInMemory() {
    var options = Options()
    options.script = [.favorite(1)]
    #expect(options.favoritesFile(isInteractive: true) == nil)
    #expect(options.favoritesFile(isInteractive: false) == nil)
    options.favoritesPath = "/tmp/favorites.json"
    #expect(options.favoritesFile(isInteractive: false)?.path == "/tmp/favorites.json")
    #expect(Options().favoritesFile(isInteractive: true)?.lastPathComponent == "favorites.json")
  }

  @Test func aFavouriteIsToggledByTheReducer() {
    // NB: A plain store: the test store's assertions of shared state come with its own rewrite.
    let store = Store(initialState: PhotoList.State()) { PhotoList() }
    store.send(.favoriteToggled(3))
    #expect(store.favoriteIDs == [3])
    store.send(.favoriteToggled(3))
    #expect(store.favoriteIDs.isEmpty)
  }
}
