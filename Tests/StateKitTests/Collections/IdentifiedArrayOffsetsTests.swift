import Foundation
import StateKit
import Testing

private struct Row: Identifiable, Equatable, Sendable {
  let id: Int
  var value = 0
}

/// A list that SwiftUI's `onDelete` and `onMove` drive: they give offsets as an `IndexSet`.
private struct Rows: Reducer {
  enum Action {
    case deleted(IndexSet)
    case moved(IndexSet, Int)
    case increment(id: Int)
    case row(id: Int, Never)
  }

  func reduce(into state: inout IdentifiedArrayOf<Row>, action: Action) -> Effect<Action> {
    switch action {
    case .deleted(let offsets):
      state.remove(atOffsets: offsets)
    case .moved(let offsets, let destination):
      state.move(fromOffsets: offsets, toOffset: destination)
    case .increment(let id):
      state[id: id]?.value += 1
    }
    return .none
  }
}

private func makeRows(_ count: Int) -> IdentifiedArrayOf<Row> {
  IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayOffsetsTests {
  @Test func removeAtOffsetsRemovesThoseElementsAndKeepsTheOthersInOrder() {
    var rows = makeRows(6)
    rows.remove(atOffsets: IndexSet([1, 3, 4]))
    #expect(rows.ids == [0, 2, 5])
    #expect(rows.index(id: 5) == 2)
    #expect(rows[id: 3] == nil)
    rows.remove(atOffsets: [2, 2, 0])  // any sequence of offsets; repeats are ignored
    #expect(rows.ids == [2])
    rows.remove(atOffsets: IndexSet())
    #expect(rows.ids == [2])
    rows.remove(atOffsets: 0..<1)
    #expect(rows.isEmpty)
  }

  @Test func removeAtOffsetsListsTheRemovedIDsAsChanged() {
    var rows = makeRows(6)
    let mark = rows.changeMark
    rows.remove(atOffsets: IndexSet([4, 1]))
    guard case .changed(let ids) = rows.changes(since: mark) else {
      Issue.record("expected the removed ids, got \(rows.changes(since: mark))")
      return
    }
    #expect(ids.sorted() == [1, 4])
    let second = rows.changeMark
    rows.remove(atOffsets: IndexSet())
    #expect(rows.changes(since: second) == .unchanged)
  }

  @Test func moveFromAnIndexSetReordersAndListsNoID() {
    var rows = makeRows(5)
    let mark = rows.changeMark
    rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 5)
    #expect(rows.ids == [1, 3, 4, 0, 2])
    #expect(rows.changes(since: mark) == .changed([]))
    #expect(rows.index(id: 2) == 4)
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func anOffsetOutOfBoundsIsAPreconditionFailureThatSaysSo() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var rows = IdentifiedArray(uniqueElements: [Row(id: 0)])
        rows.remove(atOffsets: IndexSet([0, 3]))
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "IdentifiedArray: remove offset 3 is out of bounds 0..<1"))
    }
  #endif

  @MainActor @Test func deletingAndMovingRowsTellsTheOtherRowsStoresNothing() {
    let store = Store(initialState: makeRows(6), reducer: Rows())
    var seen: [Int: [Int]] = [:]
    var tokens: [CancellationToken] = []
    for id in store.state.ids {
      let row = store.scope(state: \.self, id: id, action: Rows.Action.row)!
      tokens.append(row.observeChanges { seen[id, default: []].append($0.value) })
    }
    seen = [:]  // what the stores were told when they started observing

    store.send(.deleted(IndexSet([1, 3])))
    store.send(.moved(IndexSet([0]), 4))
    #expect(store.state.ids == [2, 4, 5, 0])
    #expect(seen.isEmpty)

    store.send(.increment(id: 5))
    store.send(.increment(id: 0))
    #expect(seen == [5: [1], 0: [1]])
    withExtendedLifetime(tokens) {}
  }
}
