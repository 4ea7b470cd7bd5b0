import StateKit
import Testing

/// `IdentifiedArray`'s `removeFirst()`, `removeLast()` and `removeAll()`, with `RangeReplaceableCollection`'s
/// meaning.
@Suite struct IdentifiedArrayRemovalTests {
  struct Todo: Equatable, Identifiable {
    var id: Int
    var title = ""
  }

  @Test func removeFirstAndRemoveLastReturnTheElementAndForgetItsID() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2), Todo(id: 3)]
    #expect(todos.removeFirst() == Todo(id: 1))
    #expect(todos.removeLast() == Todo(id: 3))
    #expect(todos.ids == [2])
    #expect(todos[id: 1] == nil)
    #expect(todos.index(id: 2) == 0)
    todos.removeAll()
    #expect(todos.isEmpty)
  }

  @Test func removeFirstAndLastCountRemoveThatMany() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2), Todo(id: 3), Todo(id: 4), Todo(id: 5)]
    todos.removeFirst(2)
    #expect(todos.ids == [3, 4, 5])
    #expect(todos.index(id: 5) == 2)
    todos.removeLast(2)
    #expect(todos.ids == [3])
    todos.removeFirst(0)
    todos.removeLast(0)
    #expect(todos.ids == [3])
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func removeFirstFromAnEmptyArrayStopsWithAMessage() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var todos: IdentifiedArrayOf<Todo> = []
        todos.removeFirst()
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "IdentifiedArray: can't remove first element from an empty collection"))
    }

    @Test func removeLastMoreThanTheCountStopsWithAMessage() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)]
        todos.removeLast(2)
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "IdentifiedArray: can't remove more items (2) from a collection than it contains (1)"))
    }
  #endif
}
