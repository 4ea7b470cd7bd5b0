import Foundation
import StateKit
import Testing

private struct DumpTodo: Identifiable {
  var id: Int
  var title: String
  var isDone = false
}

private enum DumpStatus {
  case idle
  case loaded(count: Int)
  case failed(String, code: Int)
}

private struct DumpState {
  var todos: [DumpTodo]
  var status: DumpStatus
  var child: DumpChild?
  var scores: [String: Int]
  var tags: Set<String>
  var point: (x: Int, y: Int)
}

private struct DumpChild {
  var count: Int
  var name: String
}

private struct DumpEmpty {}

private enum DumpAction {
  case increment
  case row(id: Int, action: DumpStatus)
  case child(DumpStatus?)
}

private final class DumpNode {
  var value: Int
  var next: DumpNode?
  init(_ value: Int, next: DumpNode? = nil) {
    self.value = value
    self.next = next
  }
}

private enum DumpFeature {
  struct State { var count = 0 }
}

private struct DumpBox<Wrapped> { var wrapped: Wrapped }

@Suite(.timeLimit(.minutes(5))) struct ValueDumpTests {
  @Test func dumpsNestedValueExactly() {
    let state = DumpState(
      todos: [DumpTodo(id: 1, title: "Buy \"milk\""), DumpTodo(id: 2, title: "Walk", isDone: true)],
      status: .loaded(count: 3),
      child: DumpChild(count: 1, name: "c"),
      scores: ["b": 2, "a": 1, "c": 10],
      tags: ["x", "a"],
      point: (1, 2)
    )
    #expect(
      dump(state) == """
        DumpState(
          todos: [
            DumpTodo(id: 1, title: "Buy \\"milk\\"", isDone: false),
            DumpTodo(id: 2, title: "Walk", isDone: true),
          ],
          status: .loaded(count: 3),
          child: DumpChild(count: 1, name: "c"),
          scores: ["a": 1, "b": 2, "c": 10],
          tags: Set(["a", "x"]),
          point: (x: 1, y: 2)
        )
        """
    )
  }

  @Test func dumpsShortAndEmptyStructsOnOneLine() {
    #expect(dump(DumpChild(count: 1, name: "a")) == #"DumpChild(count: 1, name: "a")"#)
    #expect(dump(DumpEmpty()) == "DumpEmpty()")
    #expect(dump(DumpBox(wrapped: [1, 2])) == "DumpBox<Array<Int>>(wrapped: [1, 2])")
  }

  @Test func qualifiesOnlyTheRootEnum() {
    #expect(dump(DumpAction.increment) == "DumpAction.increment")
    #expect(dump(DumpAction.row(id: 1, action: .idle)) == "DumpAction.row(id: 1, action: .idle)")
    #expect(dump(DumpAction.child(.failed("x", code: 2))) == #"DumpAction.child(.failed("x", code: 2))"#)
    #expect(dump(DumpAction.child(nil)) == "DumpAction.child(nil)")
    #expect(dump([DumpStatus.idle, .loaded(count: 1)]) == "[.idle, .loaded(count: 1)]")
  }

  @Test func rendersOptionalsWithoutWrapper() {
    #expect(dump(Int?.none) == "nil")
    #expect(dump(Int?.some(3)) == "3")
    #expect(dump(DumpAction?.some(.increment)) == "DumpAction.increment")
    #expect(dump(DumpBox<Int?>(wrapped: nil)) == "DumpBox<Optional<Int>>(wrapped: nil)")
  }

  @Test func quotesAndEscapesText() {
    #expect(dump("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u{1}""#)
    #expect(dump(Character("x")) == #""x""#)
    #expect(dump(Substring("sub")) == #""sub""#)
    #expect(dump(AnyHashable("h")) == #""h""#)
    #expect(dump(42) == "42")
    #expect(dump(-1.5) == "-1.5")
    #expect(dump(true) == "true")
    #expect(dump((1, "a")) == #"(1, "a")"#)
    #expect(dump(()) == "()")
  }

  @Test func rendersCollectionsSortedAndWrapped() {
    #expect(dump([Int]()) == "[]")
    #expect(dump([String: Int]()) == "[:]")
    #expect(dump(Set<Int>()) == "Set([])")
    #expect(dump([10: "b", 2: "a", 1: "c"]) == #"[1: "c", 2: "a", 10: "b"]"#)
    #expect(dump(Set([30, 4, 200])) == "Set([4, 30, 200])")
    let long = (1...3).map { "element number \($0) with a long text" }
    #expect(
      dump(long) == """
        [
          "element number 1 with a long text",
          "element number 2 with a long text",
          "element number 3 with a long text",
        ]
        """
    )
  }

  @Test func isIndependentOfHashOrder() {
    let keys = (0..<200).map { "key\($0)" }
    let forward = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0.count) })
    let backward = Dictionary(uniqueKeysWithValues: keys.reversed().map { ($0, $0.count) })
    #expect(dump(forward) == dump(backward))
    #expect(dump(Set(keys)) == dump(Set(keys.reversed())))
  }

  @Test func marksReferenceCyclesAndExpandsSharedReferences() {
    let node = DumpNode(1)
    node.next = node
    #expect(dump(node) == "DumpNode(value: 1, next: DumpNode(↩︎))")
    let shared = DumpNode(2)
    #expect(dump([shared, shared]) == "[DumpNode(value: 2, next: nil), DumpNode(value: 2, next: nil)]")
  }

  @Test func rendersFoundationAndStandardLibraryValuesAsLeaves() throws {
    let url = try #require(URL(string: "https://example.com/a?b=1"))
    let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000A"))
    #expect(dump(Date(timeIntervalSinceReferenceDate: 0)) == "2001-01-01 00:00:00 +0000")
    #expect(dump(url) == "https://example.com/a?b=1")
    #expect(dump(uuid) == "00000000-0000-0000-0000-00000000000A")
    #expect(dump(Data([1, 0xAB])) == "Data(0x01ab)")
    #expect(dump(Data()) == "Data()")
    #expect(dump(Duration.seconds(2)) == "2.0 seconds")
    #expect(dump(0..<3) == "0..<3")
    #expect(dump(Int.self) == "Int.self")
  }

  @Test func rendersAnIndexSetByItsIndexesWithRunsAsRanges() {
    #expect(dump(IndexSet([1, 3, 4, 5, 9, 10])) == "IndexSet(1, 3...5, 9, 10)")
    #expect(dump(IndexSet()) == "IndexSet()")
    #expect(dump(IndexSet(integer: 7)) == "IndexSet(7)")
  }

  @Test func aChangedIndexSetShowsWhichIndexesDiffer() {
    struct State { var selection: IndexSet }
    let changes = StateKit.changes(from: State(selection: [1, 2]), to: State(selection: [1, 4]))
    #expect(changes.map(\.path) == ["\\.selection"])
    #expect(changes.first?.before == "IndexSet(1, 2)")
    #expect(changes.first?.after == "IndexSet(1, 4)")
  }

  @Test func elidesContainersBelowMaxDepth() {
    let state = DumpBox(wrapped: DumpBox(wrapped: [DumpChild(count: 1, name: "a")]))
    #expect(dump(state, maxDepth: 0) == "DumpBox<DumpBox<Array<DumpChild>>>(…)")
    #expect(
      dump(state, maxDepth: 1) == "DumpBox<DumpBox<Array<DumpChild>>>(wrapped: DumpBox<Array<DumpChild>>(…))")
    #expect(
      dump(state, maxDepth: 3)
        == "DumpBox<DumpBox<Array<DumpChild>>>(\n  wrapped: DumpBox<Array<DumpChild>>(wrapped: [DumpChild(…)])\n)"
    )
    #expect(dump(DumpAction.row(id: 1, action: .idle), maxDepth: 0) == "DumpAction.row(…)")
  }

  @Test func namesTypesWithoutModuleOrPrivateContext() {
    struct Local { var value = 1 }
    #expect(dump(DumpFeature.State()) == "DumpFeature.State(count: 0)")
    #expect(dump(DumpFeature.State.self) == "DumpFeature.State.self")
    #expect(dump(Local()).hasSuffix("Local(value: 1)"))
    #expect(!dump(Local()).contains("unknown context"))
    #expect(dump([String: Int].self) == "Dictionary<String, Int>.self")
  }

  @Test func unqualifiedDumpIsThisOneEvenInInterpolation() {
    let text = "received \(dump(DumpAction.increment))"
    #expect(text == "received DumpAction.increment")
  }
}
