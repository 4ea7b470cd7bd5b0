import StateKit
import Testing

private struct Row: Identifiable, Equatable {
  let id: Int
  var value: Int
}

private func makeRows(_ ids: ClosedRange<Int>) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(uniqueElements: ids.map { Row(id: $0, value: 0) })
}

/// What `forEachChange(since:)` called its body with, and what it returned.
private func changes(
  of array: IdentifiedArrayOf<Row>, since mark: IdentifiedArrayChangeMark?
) -> (calls: [(id: Int, position: Int)], isKnown: Bool) {
  var calls: [(id: Int, position: Int)] = []
  let isKnown = array.forEachChange(since: mark) { calls.append(($0, $1)) }
  return (calls, isKnown)
}

@Suite struct IdentifiedArrayForEachChangeTests {
  @Test func oneWriteInPlaceGivesItsIDAndPosition() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array[id: 4]?.value += 1
    let answer = changes(of: array, since: mark)
    #expect(answer.isKnown)
    #expect(answer.calls.map(\.id) == [4] && answer.calls.map(\.position) == [3])
  }

  @Test func severalWritesGiveEachIDOnceWithoutAPosition() {
    var array = makeRows(1...5)
    let mark = array.changeMark
    array[id: 2]?.value += 1
    array[id: 5]?.value += 1
    array[id: 2]?.value += 1
    array.remove(id: 1)
    let answer = changes(of: array, since: mark)
    #expect(answer.isKnown)
    #expect(answer.calls.map(\.id) == [2, 5, 1])
    #expect(answer.calls.allSatisfy { $0.position == -1 })
  }

  @Test func anUnchangedArrayCallsNothing() {
    let array = makeRows(1...3)
    let answer = changes(of: array, since: array.changeMark)
    #expect(answer.isKnown && answer.calls.isEmpty)
  }

  @Test func withoutAMarkOrHistoryTheArrayCannotTell() {
    var array = makeRows(1...3)
    let unmarked = changes(of: array, since: nil)
    #expect(!unmarked.isKnown && unmarked.calls.isEmpty)
    let mark = array.changeMark
    array.removeAll()
    array.append(Row(id: 9, value: 0))
    let answer = changes(of: array, since: mark)
    #expect(!answer.isKnown && answer.calls.isEmpty)
    #expect(changes(of: makeRows(1...3), since: array.changeMark).isKnown == false)
  }
}
