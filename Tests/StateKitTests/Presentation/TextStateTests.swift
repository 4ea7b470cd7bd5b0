import Foundation
import StateKit
import Testing

@Suite struct TextStateTests {
  @Test func everySpellingMakesTheSameText() {
    let literal: TextState = "Delete?"
    #expect(TextState("Delete?") == literal)
    #expect(TextState(verbatim: "Delete?") == literal)
    #expect(TextState("Delete?".dropLast()) == "Delete")
    #expect(literal.string == "Delete?")
    #expect("\(literal)" == "Delete?")
    #expect(TextState("Delete ") + TextState("3 items?") == "Delete 3 items?")
    #expect(Set<TextState>(["a", "a", "b"]).count == 2)
  }

  @Test func isCodableAsAString() throws {
    let data = try JSONEncoder().encode(["title": TextState("Delete?")])
    #expect(String(decoding: data, as: UTF8.self) == #"{"title":"Delete?"}"#)
    #expect(try JSONDecoder().decode([String: TextState].self, from: data) == ["title": "Delete?"])
  }

  @Test func dumpsAsAStringLiteral() {
    #expect(dump(TextState("Say \"hi\"")) == #""Say \"hi\"""#)
    #expect(
      StateKit.changes(from: ButtonState<Never> { "OK" }, to: ButtonState<Never> { "Done" }).map(
        \.description)
        == [#"\.label: "OK" → "Done""#])
  }
}
