import Foundation
import StateKit
import Testing

private struct Child: Equatable, Hashable, Codable, Sendable {
  var count = 0
  var items: [Int] = []
}

private struct Parent: Equatable, Hashable, Codable, Sendable {
  @PresentationState var child: Child?
  var title = ""
}

/// A feature that presents itself: a plain optional of the state's own type could not be stored in it.
private struct Folder: Equatable {
  var name: String
  @PresentationState var subfolder: Folder?
}

@Suite struct PresentationStateTests {
  @Test func aChangeInterruptedByAnErrorLeavesTheChildChangedSoFar() {
    struct Failure: Error {}
    func change(_ child: inout Child?) throws {
      child?.count = 5
      throw Failure()
    }
    var parent = Parent(child: Child(count: 1))
    #expect(throws: Failure.self) { try change(&parent.child) }
    #expect(parent.child?.count == 5)
    var dismissed = Parent()
    #expect(throws: Failure.self) { try change(&dismissed.child) }
    #expect(dismissed.child == nil)
    #expect(dismissed == Parent())
  }

  @Test func readsAndWritesAsTheOptionalItWraps() {
    var parent = Parent()
    #expect(parent.child == nil)
    parent.child = Child(count: 1)
    #expect(parent.child == Child(count: 1))
    parent.child?.count += 1
    #expect(parent.child?.count == 2)
    parent.child = nil
    #expect(parent.child == nil)
    parent.child?.count += 1  // nothing presented: nothing happens
    #expect(parent.child == nil)
  }

  @Test func theProjectedValueIsTheWrapperAndItsKeyPathIsWritable() {
    var parent = Parent()
    let keyPath: WritableKeyPath<Parent, PresentationState<Child>> = \.$child
    parent[keyPath: keyPath].wrappedValue = Child(count: 3)
    #expect(parent.child?.count == 3)
    parent[keyPath: keyPath].wrappedValue!.count = 4
    #expect(parent.$child.wrappedValue?.count == 4)
    parent.$child = PresentationState(wrappedValue: nil)
    #expect(parent.child == nil)
  }

  @Test func modifyRunsOnTheChildAtTheKeyPathOfTheWrapperInPlace() {
    var parent = Parent(child: Child(items: Array(0..<1_000)))
    let before = parent.child!.items.withUnsafeBufferPointer { $0.baseAddress }
    let count = PresentationState.modify(in: &parent, at: \.$child) { child in
      child!.items[0] = 42
      return child!.items.count
    }
    #expect(count == 1_000)
    #expect(parent.child!.items.withUnsafeBufferPointer { $0.baseAddress } == before)
    #expect(parent.child?.items.first == 42)
  }

  @Test func modifyCanDismissAndLeavesACopyOfTheParentAlone() {
    var parent = Parent(child: Child(count: 1))
    let copy = parent
    PresentationState.modify(in: &parent, at: \.$child) { $0!.count = 2 }
    #expect(parent.child?.count == 2)
    #expect(copy.child?.count == 1)
    PresentationState.modify(in: &parent, at: \.$child) { $0 = nil }
    #expect(parent.child == nil)
    #expect(copy.child?.count == 1)
  }

  @Test func modifyPutsTheChildBackWhenTheBodyThrows() {
    struct Failure: Error {}
    var parent = Parent(child: Child(count: 1))
    #expect(throws: Failure.self) {
      try PresentationState.modify(in: &parent, at: \.$child) { child in
        child?.count = 2
        throw Failure()
      }
    }
    #expect(parent.child?.count == 2)
  }

  @Test func aChangeToAChildThatACopySharesCopiesItOnceThenWritesInPlace() {
    var parent = Parent(child: Child(items: Array(0..<1_000)))
    let copy = parent
    parent.child!.items[0] = 42
    let copied = parent.child!.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(copied != copy.child!.items.withUnsafeBufferPointer { $0.baseAddress })
    parent.child!.items[1] = 43
    #expect(parent.child!.items.withUnsafeBufferPointer { $0.baseAddress } == copied)
    #expect(copy.child?.items.prefix(2) == [0, 1])
    #expect(parent.child?.items.prefix(2) == [42, 43])
  }

  @Test func aChangeThroughTheWrapperWritesInPlace() {
    var parent = Parent(child: Child(items: Array(0..<1_000)))
    let before = parent.child!.items.withUnsafeBufferPointer { $0.baseAddress }
    for index in 0..<100 { parent.child!.items[index] = -index }
    #expect(parent.child!.items.withUnsafeBufferPointer { $0.baseAddress } == before)
  }

  @Test func copiesAreIndependent() {
    var parent = Parent(child: Child(count: 1))
    let copy = parent
    parent.child?.count = 2
    #expect(copy.child?.count == 1)
    #expect(parent.child?.count == 2)
    var other = copy
    other.child = nil
    #expect(copy.child?.count == 1)
  }

  @Test func equalityAndHashingCompareTheWrappedValue() {
    let a = Parent(child: Child(count: 1))
    var b = Parent()
    b.child = Child(count: 1)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.child?.count = 2
    #expect(a != b)
    #expect(Parent() == Parent())
    #expect(Parent() != a)
    #expect(Set([a, Parent(child: Child(count: 1)), Parent()]).count == 2)
  }

  @Test func encodesAsTheOptionalItWraps() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let presented = Parent(child: Child(count: 1, items: [2]))
    let text = String(decoding: try encoder.encode(presented), as: UTF8.self)
    #expect(text == #"{"child":{"count":1,"items":[2]},"title":""}"#)
    #expect(try JSONDecoder().decode(Parent.self, from: Data(text.utf8)) == presented)

    let dismissed = String(decoding: try encoder.encode(Parent()), as: UTF8.self)
    #expect(dismissed == #"{"child":null,"title":""}"#)
    #expect(try JSONDecoder().decode(Parent.self, from: Data(dismissed.utf8)) == Parent())
  }

  @Test func aFeatureCanPresentItself() {
    var folder = Folder(name: "root")
    folder.subfolder = Folder(name: "a")
    folder.subfolder?.subfolder = Folder(name: "b")
    #expect(folder.subfolder?.subfolder?.name == "b")
    folder.subfolder?.subfolder = nil
    #expect(folder == Folder(name: "root", subfolder: Folder(name: "a")))
  }

  @Test func dumpsAsTheOptionalItWrapsUnderThePropertysName() {
    #expect(dump(Parent()) == #"Parent(child: nil, title: "")"#)
    #expect(dump(Parent(child: Child(count: 1))) == #"Parent(child: Child(count: 1, items: []), title: "")"#)
    let changes = StateKit.changes(from: Parent(child: Child(count: 1)), to: Parent(child: Child(count: 2)))
    #expect(changes.map(\.description) == [#"\.child?.count: 1 → 2"#])
    let presenting = StateKit.changes(from: Parent(), to: Parent(child: Child()))
    #expect(presenting.map(\.description) == [#"\.child: nil → Child(count: 0, items: [])"#])
  }
}
