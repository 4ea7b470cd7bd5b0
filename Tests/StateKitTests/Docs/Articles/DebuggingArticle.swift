import StateKit
import TestSupport
import Testing

// The samples of Debugging.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong.

struct DebuggingArticle {
  typealias TodoList = ComposingFeaturesArticle.TodoList

  @MainActor
  func makeTodoStore(logTo output: DebugOutput = .standardError) -> Store<TodoList.State, TodoList.Action> {
    Store(initialState: TodoList.State()) {
      TodoList()
        .printChanges(to: output)
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct DebuggingArticleTests {
  @Test func printChangesListsEachActionAndWhatItChanged() {
    let output = Recorder<String>()
    let store = DebuggingArticle().makeTodoStore(logTo: DebugOutput { output.append($0) })
    store.send(.addTapped("Buy milk"))
    store.send(.todo(id: 0, action: .toggled))
    // NB: The article shows the output of a feature declared at the top level, without this namespace.
    #expect(
      output.values.joined() == """
        received ComposingFeaturesArticle.TodoList.Action.addTapped("Buy milk")
          \\.todos[id: 0]: added ComposingFeaturesArticle.Todo.State(id: 0, title: "Buy milk", isDone: false)
          \\.nextID: 0 → 1
        received ComposingFeaturesArticle.TodoList.Action.todo(id: 0, action: .toggled)
          \\.todos[id: 0].isDone: false → true

        """
    )
  }
}
