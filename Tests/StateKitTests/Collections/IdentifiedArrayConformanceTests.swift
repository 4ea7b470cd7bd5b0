import Foundation
import StateKit
import Testing

private struct Row: Identifiable, Hashable, Codable, Sendable, CustomStringConvertible {
  let id: Int
  var title: String

  var description: String { "Row(id: \(id))" }
}

private struct Model: Codable {
  var rows: IdentifiedArrayOf<Row>
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayConformanceTests {
  @Test func arrayLiteralCreatesArrayInOrder() {
    let array: IdentifiedArrayOf<Row> = [Row(id: 2, title: "b"), Row(id: 1, title: "a")]
    #expect(array.ids == [2, 1])
    #expect(array.index(id: 1) == 1)
  }

  @Test func equalityComparesElementsInOrder() {
    let array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    #expect(array == [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    #expect(array != [Row(id: 2, title: "b"), Row(id: 1, title: "a")])
    #expect(array != [Row(id: 1, title: "a"), Row(id: 2, title: "B")])
    #expect(array != [Row(id: 1, title: "a")])
  }

  @Test func equalArraysHashEqually() {
    let first: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    var second = IdentifiedArrayOf<Row>()
    second.append(Row(id: 2, title: "b"))
    second.insert(Row(id: 1, title: "a"), at: 0)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second, [Row(id: 3, title: "c")]]).count == 2)
  }

  @Test func descriptionsLookLikeAnArrays() {
    let array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    #expect(array.description == "[Row(id: 1), Row(id: 2)]")
    #expect(array.debugDescription == array.elements.debugDescription)
    #expect(IdentifiedArrayOf<Row>().description == "[]")
    #expect(Mirror(reflecting: array).children.count == 2)
  }

  @Test func encodesAsPlainArrayAndRoundTrips() throws {
    let array: IdentifiedArrayOf<Row> = [Row(id: 2, title: "b"), Row(id: 1, title: "a")]
    let data = try JSONEncoder().encode(array)
    let plain = try JSONDecoder().decode([Row].self, from: data)
    #expect(plain == array.elements)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    #expect(decoded == array)
    #expect(decoded.index(id: 1) == 1)
  }

  @Test func decodingDuplicateIDsThrowsDataCorruptedAtTheDuplicate() throws {
    let json = Data(
      #"{"rows": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}, {"id": 1, "title": "c"}]}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Model.self, from: json)
      Issue.record("expected a DecodingError")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("duplicate id 1 at offset 2"))
      #expect(context.debugDescription.contains("already used at offset 0"))
      #expect(context.codingPath.map(\.stringValue).first == "rows")
      #expect(context.codingPath.last?.intValue == 2)
    }
  }

  @Test func isSendableWhenIDAndElementAre() async {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(IdentifiedArrayOf<Row>.self)
    let array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    let ids = await Task.detached { array.ids }.value
    #expect(ids == [1, 2])
  }
}
