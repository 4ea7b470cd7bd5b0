import PhotoListFeature
import Testing

/// `--record`, `--replay` and `--profile`: how they are read, and what they cannot go with.
@Suite(.timeLimit(.minutes(5))) struct DebuggingArgumentsTests {
  func parse(_ arguments: String...) throws(UsageError) -> Invocation {
    try Arguments.parse(arguments)
  }

  func error(_ arguments: String...) -> String? {
    do {
      _ = try Arguments.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func recordReplayAndProfileAreRead() throws {
    var expected = Options()
    expected.recordPath = "run.jsonl"
    expected.profiles = true
    #expect(try parse("--record", "run.jsonl", "--profile") == .run(expected))
    #expect(try parse("--profile", "--record=run.jsonl") == .run(expected))
    var replay = Options()
    replay.replayPath = "run.jsonl"
    #expect(try parse("--replay", "run.jsonl") == .run(replay))
  }

  @Test func debuggingFlagsThatCannotGoTogetherSayWhy() {
    #expect(error("--record") == "option '--record' needs a value")
    #expect(error("--profile=yes") == "option '--profile' takes no value")
    #expect(error("--record", "a", "--replay", "b") == "--record and --replay cannot go together")
    #expect(
      error("--replay", "a", "--script", "down")
        == "--replay plays the recorded actions; --script cannot go with it")
    #expect(
      error("--view-store", "--profile")
        == "--profile works on the reducer's store; the hand-written --view-store has none")
  }

  @Test func theHelpTextNamesTheDebuggingFlags() {
    for flag in ["--record FILE", "--replay FILE", "--profile"] {
      #expect(HelpText.text.contains(flag))
    }
  }
}
