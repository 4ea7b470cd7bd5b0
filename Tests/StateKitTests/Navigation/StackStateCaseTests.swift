import StateKit
import Testing

/// `StackState`'s `[id:case:]` reads and changes one element's case in place.
@MainActor
@Suite struct StackStateCaseTests {
  enum Screen: Equatable {
    case note(Note.State)
    case settings(Int)
  }

  @Test func anElementOfTheCaseIsReadAndChangedInPlace() {
    var path = StackState<Screen>([.note(Note.State(text: "a")), .settings(1)])
    #expect(path[id: 0, case: Screen.note]?.text == "a")
    #expect(path[id: 1, case: Screen.note] == nil)
    #expect(path[id: 1, case: Screen.settings] == 1)
    #expect(path[id: 7, case: Screen.note] == nil)
    path[id: 0, case: Screen.note]?.text = "b"
    path[id: 1, case: Screen.settings] = 2
    #expect(path == StackState([.note(Note.State(text: "b")), .settings(2)]))
  }

  @Test func writingToAnElementOfAnotherCaseIsReportedAndWritesNothing() async {
    var path = StackState<Screen>([.settings(1)])
    let warnings = await withRuntimeWarnings {
      path[id: 0, case: Screen.note] = Note.State(text: "x")
      path[id: 3, case: Screen.note] = Note.State(text: "x")
      path[id: 0, case: Screen.note] = nil
    }
    #expect(path == StackState([.settings(1)]))
    #expect(warnings.count == 3)
    #expect(warnings.first?.contains("StackStateCaseTests.swift:26") == true)
    #expect(warnings.first?.contains("that element is of another case") == true)
    #expect(warnings.dropFirst().first?.contains("no element has that id") == true)
    #expect(warnings.last?.contains("it was not removed") == true)
  }
}
