import PhotoListFeature
import Testing

/// `--script`'s little language.
@Suite(.timeLimit(.minutes(5))) struct ScriptCommandTests {
  @Test func stepsAreSeparatedBySemicolons() throws {
    #expect(
      try ScriptCommand.parse("search sun; toggle; down; down; tap")
        == [.search("sun"), .toggle, .down, .down, .tap(nil)]
    )
  }

  @Test func searchTakesTheRestOfTheStepAndAloneClearsTheField() throws {
    #expect(try ScriptCommand.parse("search golden sun  ;search") == [.search("golden sun"), .search("")])
  }

  @Test func tapTakesAnOptionalIDAndEmptyStepsAreSkipped() throws {
    #expect(try ScriptCommand.parse(" tap 42;; up ; refresh;") == [.tap(42), .up, .refresh])
  }

  @Test func openTakesAnOptionalIDAndBackTakesNone() throws {
    #expect(try ScriptCommand.parse("open; open 3; back") == [.open(nil), .open(3), .back])
    #expect(throws: UsageError.self) { try ScriptCommand.parse("back 2") }
  }

  @Test func anythingElseIsAnError() {
    #expect(throws: UsageError.self) { try ScriptCommand.parse("toggle; jump") }
    #expect(throws: UsageError.self) { try ScriptCommand.parse("tap first") }
    #expect(throws: UsageError.self) { try ScriptCommand.parse("down 3") }
  }

  @Test func eachStepPrintsAsItIsWritten() throws {
    let script = "refresh; search golden sun; search; toggle; up; down; tap; tap 7; open; open 2; back"
    #expect(try ScriptCommand.parse(script).map(\.description).joined(separator: "; ") == script)
  }
}
