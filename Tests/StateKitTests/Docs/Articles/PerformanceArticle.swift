import StateKit
import Testing

// The samples of Performance.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong.

struct PerformanceArticle {
  typealias TodoList = ComposingFeaturesArticle.TodoList

  @MainActor
  func observeOneRow(of listStore: Store<TodoList.State, TodoList.Action>) -> CancellationToken? {
    listStore.scope(state: \.todos, id: 0, action: TodoList.Action.todo)?
      .publisher
      .sink { todo in print(todo.title) }
  }

  struct TodoSummaryConnector: Connector {
    func connect(state: TodoList.State) -> [String] {
      state.todos.map { todo in (todo.isDone ? "[x] " : "[ ] ") + todo.title }
    }

    func connect(action: TodoList.Action) -> TodoList.Action {
      action
    }
  }

  @MainActor
  func connectInTheBackground(
    _ listStore: Store<TodoList.State, TodoList.Action>
  ) -> Store<[String], TodoList.Action> {
    listStore.connect(using: TodoSummaryConnector(), computation: .background)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PerformanceArticleTests {
  let article = PerformanceArticle()
  typealias TodoList = ComposingFeaturesArticle.TodoList

  @Test func aRowStoreIsToldAboutItsRowOnly() {
    let store = Store(initialState: TodoList.State()) {
      TodoList()
    }
    store.send(.addTapped("Buy milk"))
    store.send(.addTapped("Call Ana"))
    let token = article.observeOneRow(of: store)
    #expect(token != nil)
    store.send(.todo(id: 1, action: .toggled))
    store.send(.todo(id: 0, action: .titleChanged("Buy oat milk")))
    #expect(store.todos[id: 0]?.title == "Buy oat milk")
  }

  @Test func theBackgroundConnectorCatchesUp() async {
    let store = Store(initialState: TodoList.State()) {
      TodoList()
    }
    let rows = article.connectInTheBackground(store)
    #expect(rows.state.isEmpty)
    store.send(.addTapped("Buy milk"))
    for await value in rows.publisher.values where value == ["[ ] Buy milk"] {
      break
    }
    #expect(rows.state == ["[ ] Buy milk"])
  }
}
