import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// `--record`, `--replay` and `--profile` on a scripted run: a recorded run replays to the same frames,
/// and to the same states in a test store.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RecordReplayTests {
  static let script = "down; search harbour; toggle; down; open; back; search; up"
  static let size = TerminalSize(width: 50, height: 10)

  /// Plays the script on the reducer with `options`' instruments installed: the frames it printed, and
  /// the instruments.
  func record(
    _ script: String = script, options: Options, states: StateCapture = .none
  ) async throws -> (frames: [String], instruments: RunInstruments, screen: PhotoListScreen) {
    let screen = PhotoListScreen.reducer(provider: PhotoProvider { Fixtures.photos }, clock: ImmediateClock())
    let instruments = RunInstruments(options: options, screen: screen)
    var frames: [String] = []
    await ScriptPlayer(screen: screen, size: Self.size) { frames.append($0) }
      .play(try ScriptCommand.parse(script))
    return (frames, instruments, screen)
  }

  /// A frame without its heading, which names the step rather than the command.
  func body(_ frame: String) -> String {
    String(frame.drop { $0 != "\n" })
  }

  @Test func aRecordedScriptedRunReplaysToTheSameFrames() async throws {
    var options = Options()
    options.recordPath = "run.jsonl"
    let run = try await record(options: options)
    let trace = try #require(try run.instruments.traceJSONLines())

    var replayed: [String] = []
    try withDependencies {
      $0.photoProvider = PhotoProvider { Fixtures.photos }
    } operation: {
      try TracePlayer(size: Self.size) { replayed.append($0) }.play(jsonLines: trace)
    }

    // The tour prints a frame at launch, before the photos load; a replay starts from the loaded list.
    #expect(run.frames.count == 10)
    #expect(replayed.map(body) == run.frames.dropFirst().map(body))
    #expect(replayed.first?.hasPrefix("── step 2: photosLoaded ─") == true)
  }

  @Test func aRecordedRunReplaysGreenInATestStore() async throws {
    let screen = PhotoListScreen.reducer(provider: PhotoProvider { Fixtures.photos }, clock: ImmediateClock())
    let recording = try #require(screen.store).startRecording(states: .everyStep)
    await ScriptPlayer(screen: screen, size: Self.size) { _ in }.play(try ScriptCommand.parse(Self.script))
    recording.stop()
    #expect(
      recording.trace.steps.contains {
        if case .effect(startedBy: .searchTextChanged("harbour")) = $0.origin { true } else { false }
      })

    let store = TestStore(initialState: recording.trace.initialState ?? PhotoList.State()) {
      PhotoList()
    } withDependencies: {
      $0.photoProvider = PhotoProvider { Fixtures.photos }
      $0.continuousClock = ImmediateClock()
    }
    await store.replay(recording.trace)
    #expect(store.state == recording.trace.steps.last?.state)
  }

  @Test func aProfiledRunPrintsItsCostliestKindsOfAction() async throws {
    var options = Options()
    options.profiles = true
    // A script of fewer than ten kinds of action, so that every kind is listed whatever the timings:
    // which kinds make the top ten of a longer run depends on wall-clock time.
    let run = try await record("down; toggle; down", options: options)
    let table = try #require(run.instruments.profileTable)
    let lines = table.split(separator: "\n")
    #expect(lines.first == "The ten costliest kinds of action:")
    #expect(lines.dropFirst().first?.hasPrefix("Action kind") == true)
    let counts = Dictionary(
      uniqueKeysWithValues: lines.dropFirst(2).map { line in
        let cells = line.split(separator: " ")
        return (String(cells[0]), Int(cells[1]))
      })
    #expect(counts == ["refresh": 1, "photosLoaded": 1, "selectionMoved.down": 2, "showsCountToggled": 1])
    #expect(try run.instruments.traceJSONLines() == nil)
  }
}
