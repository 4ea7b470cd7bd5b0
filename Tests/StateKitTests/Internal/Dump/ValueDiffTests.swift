import Foundation
import StateKit
import Testing

private struct DiffTodo: Identifiable {
  var id: Int
  var title: String
}

private struct DiffTag: Identifiable {
  var id: String
  var count = 0
}

private struct DiffChild {
  var count = 0
  var name = ""
}

private enum DiffStatus {
  case idle
  case loading
  case loaded(count: Int)
  case failed(String, code: Int)
  case pair(Int, Int)
  case child(DiffChild)
}

private struct DiffState {
  var todos: [DiffTodo] = []
  var numbers: [Int] = []
  var status = DiffStatus.idle
  var child: DiffChild?
  var scores: [String: Int] = [:]
  var tags: Set<String> = []
  var point = (x: 0, y: 0)
  var pair = (0, "")
  var date = Date(timeIntervalSinceReferenceDate: 0)
}

private final class DiffNode {
  var value: Int
  var next: DiffNode?
  init(_ value: Int, next: DiffNode? = nil) {
    self.value = value
    self.next = next
  }
}

private struct DiffGraph {
  var left: DiffNode
  var right: DiffNode
}

private struct DiffRow {
  var id: Int
  var label: String
}

/// The descriptions of the changes from `old` to `new`.
private func described<T>(_ old: T, _ new: T) -> [String] {
  changes(from: old, to: new).map(\.description)
}

@Suite(.timeLimit(.minutes(5))) struct ValueDiffTests {
  @Test func reportsNestedFieldChangeWithPath() {
    var new = DiffState(child: DiffChild(count: 1, name: "a"))
    let old = new
    new.child?.name = "b"
    #expect(
      changes(from: old, to: new)
        == [ValueChange(path: #"\.child?.name"#, kind: .changed, before: #""a""#, after: #""b""#)]
    )
    #expect(described(old, new) == [#"\.child?.name: "a" → "b""#])
  }

  @Test func identicalValuesHaveNoChanges() {
    let state = DiffState(todos: [DiffTodo(id: 1, title: "a")], child: DiffChild(), tags: ["t"])
    #expect(changes(from: state, to: state).isEmpty)
  }

  @Test func reportsRootChanges() {
    #expect(described(1, 2) == [#"\.self: 1 → 2"#])
    #expect(described([1, 2], [1, 3]) == [#"\.self[1]: 2 → 3"#])
    #expect(described(DiffStatus.idle, .loading) == [#"\.self: .idle → .loading"#])
    #expect(described(Int?.some(1), nil) == [#"\.self: 1 → nil"#])
  }

  @Test func reportsClassChangesAndStopsAtCycles() {
    let old = DiffNode(1)
    old.next = old
    let new = DiffNode(2)
    new.next = new
    #expect(described(old, new) == [#"\.value: 1 → 2"#])
    let same = DiffNode(3)
    same.next = same
    #expect(changes(from: same, to: same).isEmpty)
  }

  @Test func comparesEachPairOfObjectsOnce() {
    let oldShared = DiffNode(1)
    let newShared = DiffNode(2)
    let old = DiffGraph(left: oldShared, right: oldShared)
    let new = DiffGraph(left: newShared, right: newShared)
    #expect(described(old, new) == [#"\.left.value: 1 → 2"#])
  }

  @Test func recursesIntoSameEnumCaseAndReplacesDifferentCase() {
    #expect(
      described(DiffState(status: .loaded(count: 3)), DiffState(status: .loaded(count: 4)))
        == [#"\.status(.loaded).count: 3 → 4"#]
    )
    #expect(
      described(DiffState(status: .failed("x", code: 1)), DiffState(status: .failed("x", code: 2)))
        == [#"\.status(.failed).code: 1 → 2"#]
    )
    #expect(described(DiffStatus.pair(1, 2), .pair(1, 3)) == [#"\.self(.pair).1: 2 → 3"#])
    #expect(
      described(DiffStatus.child(DiffChild(count: 1)), .child(DiffChild(count: 2)))
        == [#"\.self(.child).count: 1 → 2"#]
    )
    #expect(
      described(DiffState(status: .loading), DiffState(status: .loaded(count: 1)))
        == [#"\.status: .loading → .loaded(count: 1)"#]
    )
  }

  @Test func reportsOptionalsBecomingNilOrSome() {
    let some = DiffState(child: DiffChild(count: 1, name: "a"))
    #expect(described(DiffState(), some) == [#"\.child: nil → DiffChild(count: 1, name: "a")"#])
    #expect(described(some, DiffState()) == [#"\.child: DiffChild(count: 1, name: "a") → nil"#])
    #expect(
      described(some, DiffState(child: DiffChild(count: 2, name: "a"))) == [#"\.child?.count: 1 → 2"#]
    )
  }

  @Test func comparesArraysByIndex() {
    #expect(
      described(DiffState(numbers: [1, 2, 3]), DiffState(numbers: [1, 5, 3])) == [#"\.numbers[1]: 2 → 5"#])
    #expect(
      described(DiffState(numbers: [1, 2]), DiffState(numbers: [1, 2, 3])) == [#"\.numbers[2]: added 3"#])
    let removed = changes(from: DiffState(numbers: [1, 2, 3]), to: DiffState(numbers: [1]))
    #expect(removed.map(\.description) == [#"\.numbers[1]: removed 2"#, #"\.numbers[2]: removed 3"#])
    #expect(removed.first?.kind == .removed && removed.first?.after == nil)
  }

  @Test func matchesIdentifiableElementsById() {
    let old = DiffState(todos: [DiffTodo(id: 1, title: "a"), DiffTodo(id: 2, title: "b")])
    let new = DiffState(todos: [DiffTodo(id: 3, title: "c"), DiffTodo(id: 2, title: "B")])
    #expect(
      described(old, new) == [
        #"\.todos[id: 1]: removed DiffTodo(id: 1, title: "a")"#,
        #"\.todos[id: 3]: added DiffTodo(id: 3, title: "c")"#,
        #"\.todos[id: 2].title: "b" → "B""#,
      ]
    )
    #expect(described([DiffTag(id: "x")], [DiffTag(id: "x", count: 1)]) == [#"\.self[id: "x"].count: 0 → 1"#])
  }

  @Test func reportsOnlyTheElementThatMoved() {
    let todos = (1...5).map { DiffTodo(id: $0, title: "\($0)") }
    var moved = todos
    moved.append(moved.removeFirst())
    let result = changes(from: todos, to: moved)
    #expect(result.map(\.description) == [#"\.self[id: 1]: moved from index 0 to 4"#])
    #expect(result.first?.kind == .moved(from: 0, to: 4))
  }

  @Test func comparesDictionariesByKeyInStableOrder() {
    let old = DiffState(scores: ["b": 2, "a": 1, "c": 3])
    let new = DiffState(scores: ["c": 4, "b": 2, "z": 9])
    #expect(
      described(old, new) == [
        #"\.scores["a"]: removed 1"#,
        #"\.scores["c"]: 3 → 4"#,
        #"\.scores["z"]: added 9"#,
      ]
    )
  }

  @Test func comparesSetsByMembership() {
    let result = changes(
      from: DiffState(tags: ["old", "kept", "gone"]), to: DiffState(tags: ["kept", "new"]))
    #expect(
      result.map(\.description) == [
        #"\.tags: removed "gone""#, #"\.tags: removed "old""#, #"\.tags: added "new""#,
      ]
    )
    #expect(result.last == ValueChange(path: #"\.tags"#, kind: .added, before: nil, after: #""new""#))
  }

  @Test func comparesTuplesByElement() {
    var new = DiffState()
    new.point.y = 3
    new.pair.1 = "x"
    #expect(described(DiffState(), new) == [#"\.point.y: 0 → 3"#, #"\.pair.1: "" → "x""#])
  }

  @Test func treatsFoundationValuesAsLeaves() throws {
    let new = DiffState(date: Date(timeIntervalSinceReferenceDate: 60))
    #expect(
      described(DiffState(), new) == [#"\.date: 2001-01-01 00:00:00 +0000 → 2001-01-01 00:01:00 +0000"#])
    let a = try #require(URL(string: "https://a.com"))
    let b = try #require(URL(string: "https://b.com"))
    #expect(described(a, b) == [#"\.self: https://a.com → https://b.com"#])
  }

  @Test func replacesValuesOfDifferentDynamicTypes() {
    #expect(described([1, 2] as [Any], ["1", 2] as [Any]) == [#"\.self[0]: 1 → "1""#])
  }

  @Test func reportsOnlyTheOneChangeInALargeArray() {
    let old = (0..<10_000).map { DiffRow(id: $0, label: "row \($0)") }
    var new = old
    new[7_777].label = "changed"
    let identified = (0..<10_000).map { DiffTodo(id: $0, title: "todo \($0)") }
    var identifiedNew = identified
    identifiedNew[42].title = "changed"

    let result = changes(from: old, to: new)
    let identifiedResult = changes(from: identified, to: identifiedNew)
    #expect(result.map(\.description) == [#"\.self[7777].label: "row 7777" → "changed""#])
    #expect(identifiedResult.map(\.description) == [#"\.self[id: 42].title: "todo 42" → "changed""#])
  }
}
