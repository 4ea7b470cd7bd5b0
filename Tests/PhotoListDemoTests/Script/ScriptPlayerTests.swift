import Foundation
import PhotoListFeature
import StateKitTesting
import Testing

/// The scripted tour: deterministic frames, and the same frames from both implementations.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScriptPlayerTests {
  /// The frames `script` prints, each one a string.
  func play(
    _ script: String,
    _ implementation: PhotoListScreen.Implementation,
    provider: PhotoProvider = PhotoProvider { Fixtures.photos },
    size: TerminalSize = TerminalSize(width: 50, height: 10)
  ) async throws -> [String] {
    let clock = ImmediateClock()
    let screen =
      implementation == .reducer
      ? PhotoListScreen.reducer(provider: provider, clock: clock)
      : PhotoListScreen.viewStore(provider: provider, clock: clock)
    var frames: [String] = []
    await ScriptPlayer(screen: screen, size: size) { frames.append($0) }
      .play(try ScriptCommand.parse(script))
    return frames
  }

  @Test func theSeedsScriptPrintsEachFrameOnceTheListHasSettled() async throws {
    let frames = try await play("search harbour; toggle; down; down; tap", .reducer)
    #expect(frames.count == 7)
    #expect(frames[0].contains("Loading photos…"))
    #expect(
      frames[6].split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "── tap " + String(repeating: "─", count: 43),
        "Photos (2)",
        "Search: harbour",
        "──────────────────────────────────────────────────",
        "  #   1  Sunrise over the harbour  (album 1)",
        "> #   4  Harbour lights  (album 2)",
        "",
        "",
        "──────────────────────────────────────────────────",
        "",
        #"#4 "Harbour lights", album 2: https://photos.exam…"#,
        "",  // a blank line after each frame
        "",
      ]
    )
  }

  @Test func bothImplementationsDrawTheSameFrames() async throws {
    let script = "down; search sun; toggle; down; tap; tap 2; search; up; refresh; search zebra"
    let reducer = try await play(script, .reducer)
    let viewStore = try await play(script, .viewStore)
    #expect(reducer.count == 12)
    for (reducerFrame, viewStoreFrame) in zip(reducer, viewStore) {
      #expect(reducerFrame == viewStoreFrame)
    }
    #expect(reducer.last?.contains(#"No photos match "zebra"."#) == true)
  }

  @Test func aFailedLoadSettlesWithTheErrorShown() async throws {
    let failing = PhotoProvider {
      throw PhotoLoadingError.unreadableFile(path: "p.json", reason: "no such file")
    }
    for implementation in [PhotoListScreen.Implementation.reducer, .viewStore] {
      let frames = try await play("toggle", implementation, provider: failing, size: ScriptPlayer.frameSize)
      #expect(frames[1].contains("Could not load photos: could not read p.json: no such file"))
      #expect(frames[2].contains("Photos (0)"))
    }
  }

  @Test func openingAPhotoShowsItsScreenWithItsAlbumAndBackShowsTheList() async throws {
    let frames = try await play("search harbour; down; open; back", .reducer)
    #expect(frames.count == 6)
    #expect(
      frames[4].split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "── open " + String(repeating: "─", count: 42),
        "Photo #1",
        "──────────────────────────────────────────────────",
        "Sunrise over the harbour",
        "",
        "Album 1: 2 photos",
        "  · Sunrise over the harbour",
        "  · Forest path",
        "",
        "",
      ])
    #expect(frames[5].contains("Photos\nSearch: harbour"))
    #expect(frames[5].contains("> #   1  Sunrise over the harbour"))
  }

  @Test func theTourSearchesTogglesMovesAndTaps() {
    #expect(
      ScriptCommand.tour.map(\.description) == [
        "search sun", "toggle", "down", "down", "tap", "open", "back", "search zebra",
      ])
  }
}
