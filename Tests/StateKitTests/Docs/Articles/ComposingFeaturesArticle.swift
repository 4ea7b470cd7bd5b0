import StateKit
import Testing

// The samples of ComposingFeatures.md, verbatim (ArticleSamplesTests checks it): if this stops compiling
// or passing, the article is wrong.

struct ComposingFeaturesArticle {
  typealias Counter = GettingStartedArticle.Counter

  struct App: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var totalTaps = 0
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case resetTapped
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .counter(.incrementTapped), .counter(.decrementTapped):
          state.totalTaps += 1
          return .none
        case .counter:
          return .none
        case .resetTapped:
          state.counter = Counter.State()
          return .none
        }
      }
    }
  }

  @MainActor
  func countThroughAScopedStore() -> Store<App.State, App.Action> {
    let appStore = Store(initialState: App.State()) {
      App()
    }
    let counterStore = appStore.scope(state: \.counter, action: App.Action.counter)
    counterStore.send(.incrementTapped)  // App's reducer receives .counter(.incrementTapped)
    print(appStore.counter.count)  // 1
    print(appStore.totalTaps)  // 1
    return appStore
  }

  struct Todo: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var title: String
      var isDone = false
    }

    enum Action: Equatable, Sendable {
      case toggled
      case titleChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggled:
        state.isDone.toggle()
      case .titleChanged(let title):
        state.title = title
      }
      return .none
    }
  }

  struct TodoList: Reducer {
    struct State: Equatable {
      var todos: IdentifiedArrayOf<Todo.State> = []
      var editing: Todo.State?
      var nextID = 0
    }

    enum Action: Equatable, Sendable {
      case addTapped(String)
      case clearDoneTapped
      case editTapped(id: Int)
      case saveTapped
      case editor(Todo.Action)
      case todo(id: Int, action: Todo.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .addTapped(let title):
          state.todos.append(Todo.State(id: state.nextID, title: title))
          state.nextID += 1
          return .none
        case .clearDoneTapped:
          state.todos.removeAll { $0.isDone }
          return .none
        case .editTapped(let id):
          state.editing = state.todos[id: id]
          return .none
        case .saveTapped:
          if let todo = state.editing { state.todos[id: todo.id] = todo }
          state.editing = nil
          return .none
        case .editor, .todo:
          return .none
        }
      }
      .ifLet(\.editing, action: Action.editor) {
        Todo()
      }
      .forEach(\.todos, action: Action.todo) {
        Todo()
      }
    }
  }

  @MainActor
  func toggleTheFirstTodo() -> Store<TodoList.State, TodoList.Action> {
    let listStore = Store(initialState: TodoList.State()) {
      TodoList()
    }
    listStore.send(.addTapped("Buy milk"))
    let rowStore = listStore.scope(state: \.todos, id: 0, action: TodoList.Action.todo)
    rowStore?.send(.toggled)
    print(listStore.todos[id: 0]?.isDone ?? false)  // true
    return listStore
  }

  struct Groceries: Reducer {
    struct State: Equatable {
      var query = ""
      var items = ["Apples", "Bread", "Butter"]
      var results: [String] = []
    }

    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case clearTapped
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .queryChanged(let query):
          state.query = query
        case .clearTapped:
          state.query = ""
        }
        return .none
      }
      .onChange(of: \.query) { _, query in
        Reduce { state, _ in
          state.results = state.items.filter { $0.lowercased().hasPrefix(query.lowercased()) }
          return .none
        }
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ComposingFeaturesArticleTests {
  let article = ComposingFeaturesArticle()

  @Test func aScopedStoreSendsThroughTheParent() {
    let store = article.countThroughAScopedStore()
    #expect(store.counter.count == 1)
    #expect(store.totalTaps == 1)
    store.send(.resetTapped)
    #expect(store.counter.count == 0)
  }

  @Test func aRowStoreChangesItsRow() {
    let store = article.toggleTheFirstTodo()
    #expect(store.todos[id: 0]?.isDone == true)
    store.send(.clearDoneTapped)
    #expect(store.todos.isEmpty)
  }

  @Test func theEditorEditsACopyAndSaves() {
    let store = Store(initialState: ComposingFeaturesArticle.TodoList.State()) {
      ComposingFeaturesArticle.TodoList()
    }
    store.send(.addTapped("Buy milk"))
    store.send(.editTapped(id: 0))
    store.send(.editor(.titleChanged("Buy oat milk")))
    #expect(store.todos[id: 0]?.title == "Buy milk")
    store.send(.saveTapped)
    #expect(store.todos[id: 0]?.title == "Buy oat milk")
    #expect(store.editing == nil)
  }

  @Test func groceriesFilterWheneverTheQueryChanges() {
    let store = Store(initialState: ComposingFeaturesArticle.Groceries.State()) {
      ComposingFeaturesArticle.Groceries()
    }
    store.send(.queryChanged("b"))
    #expect(store.results == ["Bread", "Butter"])
    store.send(.clearTapped)
    #expect(store.results == ["Apples", "Bread", "Butter"])
  }
}
