import Foundation
import StateKit
import StateKitTesting
import Testing

private struct Item: Equatable, Identifiable {
  var id: Int
  var title: String
}

private enum Mode: String {
  case light, dark
}

private enum Described: CustomStringConvertible {
  case one
  var description: String { "the one" }
}

private indirect enum Command: Equatable {
  case reset
  case add(Int)
  case move(from: Int, to: Int)
  case rename(title: String)
  case nested(Command?)
  case twice(Command)
}

private struct Screen: Equatable {
  var title = ""
}

private final class Box {
  var value = 1
}

private struct Form: Equatable {
  var name = ""
  var count = 0
  var ratio = 0.5
  var isOn = false
  var tags: Set<String> = []
  var scores: [String: Int] = [:]
  var items: [Item] = []
  var identified: IdentifiedArrayOf<Item> = []
  var child: Screen?
  var mode = Mode.light
  var path = StackState<Screen>()
  var delay: Duration = .seconds(1)
  var pair = (1, label: "a")

  static func == (lhs: Form, rhs: Form) -> Bool { dump(lhs) == dump(rhs) }
}

@Suite struct SwiftSourceTests {
  @Test func scalarsAreLiterals() {
    #expect(swiftSource(1) == "1")
    #expect(swiftSource(-2.5) == "-2.5")
    #expect(swiftSource(Double.infinity) == ".infinity")
    #expect(swiftSource(true) == "true")
    #expect(swiftSource("a \"b\"\n") == #""a \"b\"\n""#)
    #expect(swiftSource(Optional<Int>.none) == "nil")
    #expect(swiftSource(Optional(3)) == "3")
    #expect(swiftSource(Duration.milliseconds(300)) == ".milliseconds(300)")
  }

  @Test func foundationValuesUseTheirInitializers() {
    let uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    #expect(swiftSource(uuid) == #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#)
    #expect(swiftSource(URL(string: "https://a.example/b")!) == #"URL(string: "https://a.example/b")!"#)
    #expect(
      swiftSource(Date(timeIntervalSinceReferenceDate: 10)) == "Date(timeIntervalSinceReferenceDate: 10.0)")
    #expect(swiftSource(Data([1, 255])) == "Data([1, 255])")
  }

  @Test func enumCasesAreUnqualified() {
    #expect(swiftSource(Command.reset) == ".reset")
    #expect(swiftSource(Command.add(1)) == ".add(1)")
    #expect(swiftSource(Command.move(from: 1, to: 2)) == ".move(from: 1, to: 2)")
    #expect(swiftSource(Command.rename(title: "x")) == #".rename(title: "x")"#)
    #expect(swiftSource(Command.nested(.add(1))) == ".nested(.add(1))")
    #expect(swiftSource(Command.twice(.reset)) == ".twice(.reset)")
    #expect(swiftSource(Mode.dark) == ".dark")
  }

  @Test func structsUseTheirMemberwiseInitializer() {
    #expect(swiftSource(Item(id: 1, title: "a")) == #"Item(id: 1, title: "a")"#)
    #expect(swiftSource([Item(id: 1, title: "a")]) == #"[Item(id: 1, title: "a")]"#)
    #expect(
      swiftSource(IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 1, title: "a")]))
        == #"[Item(id: 1, title: "a")]"#)
    #expect(swiftSource(StackState([Screen(title: "a")])) == #"[Screen(title: "a")]"#)
    #expect(swiftSource(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(swiftSource(Set([2, 1])) == "[1, 2]")
    #expect(swiftSource((1, label: "a")) == #"(1, label: "a")"#)
  }

  @Test func longValuesBreakAcrossLines() {
    let items = (1...3).map { Item(id: $0, title: "a title long enough to wrap") }
    #expect(
      swiftSource(items) == """
        [
          Item(id: 1, title: "a title long enough to wrap"),
          Item(id: 2, title: "a title long enough to wrap"),
          Item(id: 3, title: "a title long enough to wrap"),
        ]
        """)
  }

  @Test func whatHasNoSwiftExpressionIsNil() {
    #expect(swiftSource(Box()) == nil)
    #expect(swiftSource(Described.one) == nil)
    #expect(swiftSource([Box()]) == nil)
    var stack = StackState([Screen(), Screen()])
    stack.popLast()
    stack.append(Screen())
    #expect(swiftSource(stack) == nil)  // ids 0 and 2: a literal would number them 0 and 1
  }

  @Test func assignmentsSetTheDeepestPathsThatChanged() {
    var form = Form()
    form.items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    form.identified = [Item(id: 1, title: "a")]
    form.scores = ["a": 1, "b": 2]
    form.child = Screen(title: "x")
    form.path = [Screen(title: "p")]
    var changed = form
    changed.name = "n"
    changed.items[1].title = "c"
    changed.identified[0].title = "z"
    changed.scores["b"] = 3
    changed.scores["a"] = nil
    changed.scores["c"] = 4
    changed.tags = ["t"]
    changed.child?.title = "y"
    changed.mode = .dark
    changed.path[id: 0]?.title = "q"
    changed.path.append(Screen(title: "r"))
    changed.delay = .seconds(2)
    changed.pair.label = "b"
    #expect(
      swiftAssignments(from: form, to: changed) == [
        #"$0.name = "n""#,
        #"$0.tags = ["t"]"#,
        #"$0.scores["a"] = nil"#,
        #"$0.scores["b"] = 3"#,
        #"$0.scores["c"] = 4"#,
        #"$0.items[1].title = "c""#,
        #"$0.identified[0].title = "z""#,
        #"$0.child?.title = "y""#,
        "$0.mode = .dark",
        #"$0.path[id: 0]?.title = "q""#,
        #"$0.path[id: 1] = Screen(title: "r")"#,
        "$0.delay = .seconds(2)",
        #"$0.pair.label = "b""#,
      ])
  }

  @Test func aCollectionThatChangedShapeIsAssignedWhole() {
    let before = Form()
    var after = before
    after.items = [Item(id: 1, title: "a")]
    after.child = Screen()
    #expect(
      swiftAssignments(from: before, to: after) == [
        #"$0.items = [Item(id: 1, title: "a")]"#, #"$0.child = Screen(title: "")"#,
      ])
  }

  @Test func aValueWithNoSwiftExpressionIsAComment() {
    struct Holder { var box = Box() }
    let after = Holder()
    after.box.value = 2
    #expect(swiftAssignments(from: Holder(), to: after) == ["// $0.box = Box(value: 2): no Swift expression"])
  }

  @Test func equalValuesNeedNoAssignment() {
    #expect(swiftAssignments(from: Form(), to: Form()).isEmpty)
  }
}
