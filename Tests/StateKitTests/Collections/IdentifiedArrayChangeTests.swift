import Foundation
import StateKit
import Testing

private struct Row: Identifiable, Hashable, Codable, Sendable {
  let id: Int
  var value: Int
}

private func makeRows(_ ids: ClosedRange<Int>) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(uniqueElements: ids.map { Row(id: $0, value: 0) })
}

/// The ids listed by `changes`, sorted, or `nil` unless it is `.changed`.
private func changedIDs(_ changes: IdentifiedArrayChanges<Int>) -> [Int]? {
  guard case .changed(let ids) = changes else { return nil }
  return ids.sorted()
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayChangeTests {
  @Test func valueAndItsCopiesAreUnchangedSinceTheirOwnMark() {
    let array = makeRows(1...3)
    let mark = array.changeMark
    let copy = array
    #expect(array.changes(since: mark) == .unchanged)
    #expect(copy.changes(since: mark) == .unchanged)
  }

  @Test func mutationByIDListsExactlyThatID() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array[id: 3]?.value += 1
    #expect(array.changes(since: mark) == .changed([3]))
    let second = array.changeMark
    array[id: 4] = Row(id: 4, value: 9)
    #expect(array.changes(since: second) == .changed([4]))
    #expect(array.changes(since: mark) == .changed([3, 4]))
  }

  @Test func mutationByIndexListsExactlyThatID() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array[1].value += 1
    #expect(array.changes(since: mark) == .changed([2]))
    let second = array.changeMark
    array[4] = Row(id: 5, value: 7)
    #expect(array.changes(since: second) == .changed([5]))
  }

  @Test func insertionsAndRemovalsListTheirIDs() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array.append(Row(id: 6, value: 0))
    array.insert(Row(id: 7, value: 0), at: 0)
    array.updateOrAppend(Row(id: 8, value: 0))
    array.updateOrAppend(Row(id: 1, value: 1))
    array.remove(id: 2)
    array.remove(at: 1)  // id 1
    array[id: 3] = nil
    array[id: 9] = Row(id: 9, value: 0)
    #expect(changedIDs(array.changes(since: mark)) == [1, 1, 2, 3, 6, 7, 8, 9])
    let second = array.changeMark
    array.removeAll { $0.id.isMultiple(of: 2) }
    #expect(changedIDs(array.changes(since: second)) == [4, 6, 8])
  }

  @Test func mutationsThatChangeNothingRecordNothing() {
    var array = makeRows(1...3)
    let mark = array.changeMark
    array.append(Row(id: 1, value: 5))
    array.insert(Row(id: 2, value: 5), at: 0)
    array.remove(id: 9)
    array[id: 9] = nil
    array.removeAll { _ in false }
    array.reserveCapacity(100)
    #expect(array.changes(since: mark) == .unchanged)
    #expect(array == makeRows(1...3))
  }

  @Test func reorderingListsNoIDAndKeepsLaterAnswersRight() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array.swapAt(0, 4)
    array.move(fromOffsets: [1], toOffset: 4)
    array.sort { $0.id > $1.id }
    array.reverse()
    #expect(array.changes(since: mark) == .changed([]))
    array[id: 2]?.value = 1
    array.shuffle()
    #expect(array.changes(since: mark) == .changed([2]))
  }

  @Test func wholeReplacementIsUnknown() {
    var array = makeRows(1...3)
    let mark = array.changeMark
    array = makeRows(1...3)
    #expect(array.changes(since: mark) == .unknown)
    let filtered = array.filter { $0.id > 1 }
    #expect(filtered.changes(since: array.changeMark) == .unknown)
    #expect(makeRows(1...3).changes(since: IdentifiedArrayOf<Row>().changeMark) == .unknown)
  }

  @Test func copyModifyAssignAnswersPrecisely() {
    struct State { var rows = makeRows(1...100) }
    var state = State()
    for action in 1...10 {
      let mark = state.rows.changeMark
      var rows = state.rows
      rows[id: action]?.value += 1
      rows[id: action + 1]?.value += 1
      state.rows = rows
      #expect(state.rows.changes(since: mark) == .changed([action, action + 1]))
    }
  }

  @Test func divergentCopiesAnswerAgainstTheirCommonAncestorAndNeverMiss() {
    let base = makeRows(1...5)
    let ancestor = base.changeMark
    var first = base
    var second = base
    first[id: 1]?.value = 1
    second[id: 2]?.value = 2
    #expect(first.changes(since: ancestor) == .changed([1]))
    #expect(second.changes(since: ancestor) == .changed([2]))
    #expect(base.changes(since: ancestor) == .unchanged)

    // A mark taken on one branch after the fork is not an ancestor of the other.
    let secondMark = second.changeMark
    first[id: 3]?.value = 3
    switch first.changes(since: secondMark) {
    case .unknown: break
    case .changed(let ids): #expect(Set(ids).isSuperset(of: [1, 2, 3]))
    case .unchanged: Issue.record("a divergent copy answered .unchanged")
    }
  }

  @Test func overflowingTheLogIsUnknown() {
    var array = makeRows(1...10)
    let mark = array.changeMark
    for step in 0..<1_000 {
      array[id: step % 10 + 1]?.value += 1
    }
    #expect(array.changes(since: mark) == .unknown)
    let recent = array.changeMark
    array[id: 1]?.value += 1
    #expect(array.changes(since: recent) == .changed([1]))
    let beforeBulk = array.changeMark
    array.removeAll { _ in true }
    #expect(array.changes(since: beforeBulk) == .changed(Array(1...10)))
  }

  @Test func removingEverythingIsUnknown() {
    var array = makeRows(1...3)
    let mark = array.changeMark
    array.removeAll()
    #expect(array.changes(since: mark) == .unknown)
    array.append(Row(id: 1, value: 0))
    #expect(array.changes(since: mark) == .unknown)
  }

  @Test func arraysThatStartEmptyAnswerFromTheirFirstMutation() {
    let empty = IdentifiedArrayOf<Row>()
    let mark = empty.changeMark
    #expect(empty.changes(since: mark) == .unchanged)
    let literal: IdentifiedArrayOf<Row> = []
    #expect(literal.changes(since: mark) == .unchanged)
    var array = empty
    array.append(Row(id: 1, value: 0))
    array[id: 2] = Row(id: 2, value: 0)
    #expect(array.changes(since: mark) == .changed([1, 2]))
  }

  @Test func marksOfOtherArraysAreUnknown() {
    let first = makeRows(1...3)
    var second = makeRows(1...3)
    second[id: 1]?.value = 1
    #expect(second.changes(since: first.changeMark) == .unknown)
    #expect(first.changes(since: second.changeMark) == .unknown)
  }

  @Test func equalityHashingAndEncodingIgnoreTheLog() throws {
    let plain = makeRows(1...3)
    var mutated = makeRows(1...3)
    mutated[id: 2]?.value = 5
    mutated[1].value = 0
    mutated.sort { $0.id < $1.id }
    #expect(mutated == plain)
    #expect(mutated.hashValue == plain.hashValue)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(mutated) == encoder.encode(plain))
    #expect(mutated.description == plain.description)
  }

  @Test func markKeepsNoElementAlive() {
    final class Box: Identifiable {}
    weak var element: Box?
    var mark: IdentifiedArrayChangeMark?
    do {
      var array = IdentifiedArrayOf<Box>()
      let box = Box()
      element = box
      array.append(box)
      mark = array.changeMark
    }
    #expect(mark != nil)
    #expect(element == nil)
  }

  @Test func marksAndChangesCrossActors() async {
    let array = makeRows(1...3)
    let mark = array.changeMark
    let mutated = await Task.detached {
      var copy = array
      copy[id: 2]?.value = 2
      return copy
    }.value
    #expect(mutated.changes(since: mark) == .changed([2]))
    #expect(array.changes(since: mark) == .unchanged)
    let answer = await Task.detached { mutated.changes(since: mark) }.value
    #expect(answer == .changed([2]))
  }

  @Test func copiesMutatedConcurrentlyEachForkTheLog() async {
    let array = makeRows(1...4)
    let mark = array.changeMark
    let answers = await withTaskGroup(of: (Int, IdentifiedArrayChanges<Int>).self) { group in
      for id in 1...4 {
        group.addTask {
          var copy = array
          for _ in 0..<5 { copy[id: id]?.value += 1 }
          return (id, copy.changes(since: mark))
        }
      }
      #expect(array.changes(since: mark) == .unchanged)
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    for id in 1...4 {
      #expect(answers[id] == .changed(Array(repeating: id, count: 5)))
    }
    #expect(array.changes(since: mark) == .unchanged)
  }
}
