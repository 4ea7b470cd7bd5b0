import StateKit
import Testing

private struct Row: Identifiable, Equatable, Comparable {
  let id: Int
  var rank: Int

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

private struct Failure: Error {}

private func rows(_ ids: Int...) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(uniqueElements: ids.map { Row(id: $0, rank: $0) })
}

/// Checks that `index(id:)` agrees with the order of `ids`.
private func expectConsistentLookup(
  _ array: IdentifiedArrayOf<Row>, sourceLocation: SourceLocation = #_sourceLocation
) {
  for (offset, id) in array.ids.enumerated() {
    #expect(array.index(id: id) == offset, sourceLocation: sourceLocation)
    #expect(array[offset].id == id, sourceLocation: sourceLocation)
  }
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayMutationTests {
  @Test func appendAddsNewIDAndIgnoresExistingOne() {
    var array = rows(1, 2)
    #expect(array.append(Row(id: 3, rank: 3)) == (true, 2))
    #expect(array.append(Row(id: 1, rank: 100)) == (false, 0))
    #expect(array.elements == [Row(id: 1, rank: 1), Row(id: 2, rank: 2), Row(id: 3, rank: 3)])
  }

  @Test func appendContentsOfSkipsIDsAlreadyPresentOrRepeated() {
    var array = rows(1, 2)
    array.append(contentsOf: [Row(id: 2, rank: 0), Row(id: 3, rank: 3), Row(id: 3, rank: 0)])
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 2]?.rank == 2)
    #expect(array[id: 3]?.rank == 3)
  }

  @Test func insertPlacesElementAndReindexesTheRest() {
    var array = rows(1, 2, 3)
    #expect(array.insert(Row(id: 9, rank: 9), at: 1) == (true, 1))
    #expect(array.insert(Row(id: 8, rank: 8), at: 4) == (true, 4))
    #expect(array.insert(Row(id: 7, rank: 7), at: 0) == (true, 0))
    #expect(array.ids == [7, 1, 9, 2, 3, 8])
    expectConsistentLookup(array)
  }

  @Test func insertExistingIDReturnsExistingIndexAndChangesNothing() {
    var array = rows(1, 2, 3)
    #expect(array.insert(Row(id: 3, rank: 0), at: 0) == (false, 2))
    #expect(array == rows(1, 2, 3))
  }

  @Test func updateOrAppendReplacesInPlaceOrAppends() {
    var array = rows(1, 2)
    #expect(array.updateOrAppend(Row(id: 1, rank: 10)) == Row(id: 1, rank: 1))
    #expect(array.updateOrAppend(Row(id: 3, rank: 3)) == nil)
    #expect(array.elements == [Row(id: 1, rank: 10), Row(id: 2, rank: 2), Row(id: 3, rank: 3)])
  }

  @Test func removeIDReturnsElementAndReindexes() {
    var array = rows(1, 2, 3, 4)
    #expect(array.remove(id: 2) == Row(id: 2, rank: 2))
    #expect(array.remove(id: 2) == nil)
    #expect(array.ids == [1, 3, 4])
    #expect(array.index(id: 2) == nil)
    expectConsistentLookup(array)
  }

  @Test func removeAtIndexReturnsElementAndReindexes() {
    var array = rows(1, 2, 3)
    #expect(array.remove(at: 0) == Row(id: 1, rank: 1))
    #expect(array.ids == [2, 3])
    #expect(array.index(id: 1) == nil)
    expectConsistentLookup(array)
  }

  @Test func removeAllWhereKeepsOthersInOrder() {
    var array = rows(1, 2, 3, 4, 5, 6)
    array.removeAll { $0.id.isMultiple(of: 2) || $0.id == 5 }
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 4) == nil)
    #expect(array.index(id: 5) == nil)
    expectConsistentLookup(array)
    array.removeAll { _ in false }
    #expect(array.ids == [1, 3])
  }

  @Test func removeAllWhereLeavesArrayUnchangedWhenPredicateThrows() {
    var array = rows(1, 2, 3)
    #expect(throws: Failure.self) {
      try array.removeAll { row in
        if row.id == 3 { throw Failure() }
        return true
      }
    }
    #expect(array == rows(1, 2, 3))
    expectConsistentLookup(array)
  }

  @Test func removeAllEmptiesTheArray() {
    var array = rows(1, 2)
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array.index(id: 1) == nil)
    array.append(Row(id: 1, rank: 1))
    #expect(array.ids == [1])
  }

  @Test func moveFromOffsetsFollowsSwiftUIDestinationSemantics() {
    var array = rows(0, 1, 2, 3, 4)
    array.move(fromOffsets: [0], toOffset: 2)
    #expect(array.ids == [1, 0, 2, 3, 4])
    array.move(fromOffsets: [4], toOffset: 0)
    #expect(array.ids == [4, 1, 0, 2, 3])
    array.move(fromOffsets: [0, 2], toOffset: 5)
    #expect(array.ids == [1, 2, 3, 4, 0])
    array.move(fromOffsets: [3, 1, 3], toOffset: 1)
    #expect(array.ids == [1, 2, 4, 3, 0])
    array.move(fromOffsets: [], toOffset: 0)
    #expect(array.ids == [1, 2, 4, 3, 0])
    expectConsistentLookup(array)
  }

  @Test func sortReordersStablyAndReindexes() {
    var array = IdentifiedArray(
      uniqueElements: [Row(id: 1, rank: 2), Row(id: 2, rank: 1), Row(id: 3, rank: 2)]
    )
    array.sort()
    #expect(array.ids == [2, 1, 3])
    expectConsistentLookup(array)
    array.sort { $0.id > $1.id }
    #expect(array.ids == [3, 2, 1])
    expectConsistentLookup(array)
  }

  @Test func swapBasedAlgorithmsKeepLookupConsistent() {
    var array = rows(1, 2, 3, 4, 5)
    array.swapAt(0, 4)
    #expect(array.ids == [5, 2, 3, 4, 1])
    array.reverse()
    #expect(array.ids == [1, 4, 3, 2, 5])
    let pivot = array.partition { $0.id.isMultiple(of: 2) }
    #expect(Set(array[..<pivot].map(\.id)) == [1, 3, 5])
    expectConsistentLookup(array)
    array.shuffle()
    #expect(Set(array.ids) == [1, 2, 3, 4, 5])
    expectConsistentLookup(array)
  }

  @Test func filterReturnsIdentifiedArrayInOrder() {
    let array = rows(1, 2, 3, 4)
    let odd: IdentifiedArrayOf<Row> = array.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.ids == [1, 3])
    #expect(odd.index(id: 3) == 1)
  }
}
