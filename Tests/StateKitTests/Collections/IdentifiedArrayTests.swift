import StateKit
import Testing

private struct Row: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct User: Equatable {
  var name: String
  var age: Int
}

private struct Bag: Identifiable {
  let id: Int
  var items: [Int]
}

private func rows(_ ids: Int...) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(uniqueElements: ids.map { Row(id: $0, title: "\($0)") })
}

private func baseAddress<T>(_ array: [T]) -> UnsafeRawPointer? {
  array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayTests {
  @Test func initKeepsOrderAndLooksUpEveryID() {
    let array = rows(3, 1, 2)
    #expect(array.ids == [3, 1, 2])
    #expect(array.elements.map(\.title) == ["3", "1", "2"])
    #expect(array.index(id: 3) == 0)
    #expect(array.index(id: 1) == 1)
    #expect(array.index(id: 2) == 2)
    #expect(array.index(id: 4) == nil)
    #expect(array.contains(id: 2))
    #expect(!array.contains(id: 4))
  }

  @Test func emptyInitHasNoElements() {
    let array = IdentifiedArrayOf<Row>()
    #expect(array.isEmpty)
    #expect(array.ids.isEmpty)
    #expect(array[id: 1] == nil)
  }

  @Test func customKeyPathIdentifiesNonIdentifiableElements() {
    var users = IdentifiedArray(
      uniqueElements: [User(name: "ada", age: 36), User(name: "alan", age: 41)],
      id: \.name
    )
    #expect(users.ids == ["ada", "alan"])
    #expect(users[id: "alan"]?.age == 41)
    users[id: "ada"]?.age += 1
    #expect(users[0] == User(name: "ada", age: 37))
    #expect(users.append(User(name: "ada", age: 0)) == (false, 0))

    var empty = IdentifiedArray<String, User>(id: \.name)
    empty.append(User(name: "grace", age: 85))
    #expect(empty.ids == ["grace"])
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func changingAnElementsIDInPlaceIsAPreconditionFailureThatNamesBothIDs() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var users = IdentifiedArray(uniqueElements: [User(name: "ada", age: 36)], id: \.name)
        users[0].name = "grace"
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "IdentifiedArray: the element at index 0 changed its id from ada to grace"))
    }
  #endif

  @Test func subscriptIDReadsElementOrNil() {
    let array = rows(1, 2)
    #expect(array[id: 2] == Row(id: 2, title: "2"))
    #expect(array[id: 5] == nil)
  }

  @Test func subscriptIDSetNilRemovesAndReindexes() {
    var array = rows(1, 2, 3)
    array[id: 2] = nil
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 3) == 1)
    array[id: 42] = nil
    #expect(array.ids == [1, 3])
  }

  @Test func subscriptIDSetReplacesInPlaceOrAppends() {
    var array = rows(1, 2, 3)
    array[id: 2] = Row(id: 2, title: "two")
    #expect(array.ids == [1, 2, 3])
    #expect(array[1].title == "two")
    array[id: 4] = Row(id: 4, title: "four")
    #expect(array.ids == [1, 2, 3, 4])
    #expect(array.index(id: 4) == 3)
  }

  @Test func subscriptIDMutationThroughInoutRemovesAppendsAndEdits() {
    func clear(_ row: inout Row?) { row = nil }
    func create(_ row: inout Row?) { row = Row(id: 9, title: "nine") }
    var array = rows(1, 2, 3, 4)
    clear(&array[id: 2])
    #expect(array.ids == [1, 3, 4])
    #expect(array.elements.map(\.title) == ["1", "3", "4"])
    clear(&array[id: 4])
    #expect(array.ids == [1, 3])
    create(&array[id: 9])
    #expect(array.ids == [1, 3, 9])
    array[id: 1]?.title = "one"
    array[id: 100]?.title = "ignored"
    #expect(array.elements.map(\.title) == ["one", "3", "nine"])
    #expect(array.ids.map { array.index(id: $0) } == [0, 1, 2])
  }

  @Test func subscriptIDMutationDoesNotCopyStorageOrElement() {
    var items: [Int] = []
    items.reserveCapacity(16)
    items.append(0)
    var array = IdentifiedArray(
      uniqueElements: [Bag(id: 1, items: []), Bag(id: 2, items: items), Bag(id: 3, items: [])]
    )
    items = []
    let storage = baseAddress(array.elements)
    let itemStorage = baseAddress(array[id: 2]!.items)

    array[id: 2]?.items.append(1)
    array[1].items.append(2)

    #expect(array[id: 2]?.items == [0, 1, 2])
    #expect(array.ids == [1, 2, 3])
    #expect(baseAddress(array.elements) == storage)
    #expect(baseAddress(array[id: 2]!.items) == itemStorage)
  }

  @Test func copiesAreIndependent() {
    let original = rows(1, 2, 3)
    var copy = original
    copy[id: 1]?.title = "changed"
    copy[2].title = "changed too"
    copy.append(Row(id: 4, title: "4"))
    copy.remove(id: 2)

    #expect(original.ids == [1, 2, 3])
    #expect(original.elements.map(\.title) == ["1", "2", "3"])
    #expect(original.index(id: 3) == 2)
    #expect(copy.ids == [1, 3, 4])
    #expect(copy.elements.map(\.title) == ["changed", "changed too", "4"])
  }

  @Test func positionalSetterReplacesElementWithSameID() {
    var array = rows(1, 2)
    array[1] = Row(id: 2, title: "new")
    #expect(array[id: 2]?.title == "new")
    #expect(array.ids == [1, 2])
  }

  @Test func isRandomAccessCollectionWithZeroBasedIntIndices() {
    let array = rows(5, 6, 7)
    #expect(array.startIndex == 0)
    #expect(array.endIndex == 3)
    #expect(array.count == 3)
    #expect(array.indices == 0..<3)
    #expect(array.map(\.id) == [5, 6, 7])
    #expect(array.reversed().map(\.id) == [7, 6, 5])
    #expect(array[1...].map(\.id) == [6, 7])
    #expect(array.index(array.startIndex, offsetBy: 2) == 2)
    #expect(array.first?.id == 5)
    #expect(array.last?.id == 7)
    #expect(array.withContiguousStorageIfAvailable { $0.count } == 3)
  }
}
