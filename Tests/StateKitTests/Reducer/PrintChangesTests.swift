import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PrintChangesTests {
  struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
  }
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo>
    var filter = "all"
  }
  enum Action { case complete(Int), rename(Int, String), noop, load([Todo]) }

  func makeStore(output: Recorder<String>) -> Store<State, Action> {
    let todos = IdentifiedArrayOf<Todo>(uniqueElements: (1...1_000).map { Todo(id: $0, title: "todo \($0)") })
    return Store(initialState: State(todos: todos)) {
      Reduce<State, Action> { state, action in
        switch action {
        case .complete(let id): state.todos[id: id]?.isDone = true
        case .rename(let id, let title): state.todos[id: id]?.title = title
        case .noop: break
        case .load(let todos): state.todos.append(contentsOf: todos)
        }
        return .none
      }
      .printChanges(to: DebugOutput { output.append($0) })
    }
  }

  @Test func printsTheActionAndOnlyWhatChangedAddressedByPath() {
    let output = Recorder<String>()
    let store = makeStore(output: output)

    store.send(.rename(2, "buy milk"))

    #expect(
      output.values == [
        """
        received PrintChangesTests.Action.rename(2, "buy milk")
          \\.todos[id: 2].title: "todo 2" → "buy milk"

        """
      ]
    )
  }

  @Test func saysSoWhenAnActionChangedNothing() {
    let output = Recorder<String>()
    let store = makeStore(output: output)

    store.send(.noop)

    #expect(output.values == ["received PrintChangesTests.Action.noop\n  (no state changes)\n"])
  }

  @Test func aLargeActionAndItsManyChangesAreAbbreviated() {
    let output = Recorder<String>()
    let store = makeStore(output: output)

    store.send(.load((1_001...1_100).map { Todo(id: $0, title: "new \($0)") }))

    let text = output.values.joined()
    let lines = text.split(separator: "\n")
    #expect(text.hasPrefix("received PrintChangesTests.Action.load("))
    #expect(text.contains("more lines)"))
    #expect(lines.filter { $0.hasPrefix("  \\.todos") }.count == 25)
    #expect(lines.last == "  … and 75 more changes")
  }
}
