import Foundation
import StateKit
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The samples of ObservingStateInViews.md, verbatim (ArticleSamplesTests checks it): if this stops
// compiling or passing, the article is wrong. The SwiftUI view compiles only where SwiftUI exists.

struct ObservingStateInViewsArticle {
  typealias Counter = GettingStartedArticle.Counter
  typealias Weather = DependenciesArticle.Weather
  typealias TodoList = ComposingFeaturesArticle.TodoList

  @MainActor
  final class CounterLabel {
    private(set) var text = ""
    private var tokens: Set<CancellationToken> = []

    init(store: Store<Counter.State, Counter.Action>) {
      store.publisher.count
        .map { "Count: \($0)" }
        .sink { [weak self] in self?.text = $0 }
        .store(in: &tokens)
    }
  }

  @MainActor
  func watchTheForecast(_ store: Store<Weather.State, Weather.Action>) -> CancellationToken {
    store
      .removingDuplicates(by: .equal(\.city) && .equal(\.forecast))
      .publisher
      .sink { state in print(state.forecast ?? "No forecast yet") }
  }

  struct CounterViewState: Equatable {
    var countText: String
    var factText: String
    var isFactButtonEnabled: Bool
  }

  enum CounterViewAction: Equatable, Sendable {
    case minusTapped
    case plusTapped
    case factTapped
  }

  struct CounterConnector: Connector {
    func connect(state: Counter.State) -> CounterViewState {
      CounterViewState(
        countText: "\(state.count)",
        factText: state.isLoadingFact ? "Loading…" : state.fact ?? "",
        isFactButtonEnabled: !state.isLoadingFact
      )
    }

    func connect(action: CounterViewAction) -> Counter.Action {
      switch action {
      case .minusTapped: .decrementTapped
      case .plusTapped: .incrementTapped
      case .factTapped: .factTapped
      }
    }
  }

  @MainActor
  func connectTheCounter() -> Store<CounterViewState, CounterViewAction> {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    let viewStore = store.connect(using: CounterConnector())
    viewStore.send(.plusTapped)
    print(viewStore.countText)  // "1"
    return viewStore
  }

  @MainActor
  func previewStore() -> Store<CounterViewState, CounterViewAction> {
    .stub(with: CounterViewState(countText: "42", factText: "", isFactButtonEnabled: true))
  }

  @MainActor
  final class SearchViewStore: ViewStore {
    struct ViewState: Equatable {
      var query = ""
      var results: [String] = []
    }

    enum Action {
      case queryChanged(String)
    }

    private let output = CurrentValueRelay(ViewState())
    private let query = PassthroughRelay<String>()
    var viewState: ViewState { output.value }

    init(items: some ValuePublisher<[String]>, clock: some Clock<Duration>) {
      items.prepend([])
        .combineLatest(query.debounce(for: .milliseconds(300), clock: clock).prepend(""))
        .map { items, query in
          ViewState(query: query, results: items.filter { $0.hasPrefix(query) })
        }
        .removeDuplicates()
        .assign(to: output)
    }

    func send(_ action: Action) {
      switch action {
      case .queryChanged(let text): query.send(text)
      }
    }
  }

  struct Settings: Reducer {
    struct State: Equatable {
      var displayName = ""
      var nameError: String?
      var notificationsOn = false
    }

    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case saveTapped

      var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.displayName):
          state.nameError = state.displayName.isEmpty ? "A name is required." : nil
          return .none
        case .binding, .saveTapped:
          return .none
        }
      }
    }
  }

  @MainActor
  func typeAName() -> Store<Settings.State, Settings.Action> {
    let store = Store(initialState: Settings.State()) {
      Settings()
    }
    let name = store.binding(\.displayName)
    name.wrappedValue = "Blob"  // sends .binding(.set(\.displayName, "Blob"))
    name.wrappedValue = ""
    print(store.nameError ?? "")  // "A name is required."
    return store
  }
}

#if canImport(SwiftUI)
  extension ObservingStateInViewsArticle {
    struct CounterView: View {
      let store: Store<Counter.State, Counter.Action>

      var body: some View {
        HStack {
          Button("−") { store.send(.decrementTapped) }
          Text("\(store.count)")
          Button("+") { store.send(.incrementTapped) }
        }
      }
    }

    struct TodoListView: View {
      let store: Store<TodoList.State, TodoList.Action>
      let ids: Store<[Int], TodoList.Action>

      init(store: Store<TodoList.State, TodoList.Action>) {
        self.store = store
        self.ids = store.scope(state: \.todos.ids, action: { $0 })
      }

      var body: some View {
        List(ids.state, id: \.self) { id in
          if let todo = store.scope(state: \.todos, id: id, action: TodoList.Action.todo) {
            TodoView(store: todo)
          }
        }
      }
    }

    /// A row of the list: not part of the sample.
    struct TodoView: View {
      let store: Store<ComposingFeaturesArticle.Todo.State, ComposingFeaturesArticle.Todo.Action>

      var body: some View {
        Button(store.title) { store.send(.toggled) }
      }
    }
  }
#endif

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ObservingStateInViewsArticleTests {
  let article = ObservingStateInViewsArticle()
  typealias Counter = GettingStartedArticle.Counter
  typealias TodoList = ObservingStateInViewsArticle.TodoList

  /// What the long list's sample relies on: the view keeps a store of the ids, and reads each row through
  /// a store scoped by id.
  @Test func aLongListRedrawsWhenRowsComeAndGoAndARowWhenItChanges() {
    let store = Store(initialState: TodoList.State()) {
      TodoList()
    }
    for title in ["Buy milk", "Call Ada", "Write the docs"] { store.send(.addTapped(title)) }
    let ids = store.scope(state: \.todos.ids, action: { $0 })
    let list = ObservationFlag { _ = ids.state }
    let row = store.scope(state: \.todos, id: 1, action: TodoList.Action.todo)!
    let rowView = ObservationFlag { _ = row.state }

    store.send(.todo(id: 1, action: .toggled))
    store.send(.todo(id: 2, action: .titleChanged("Write the article")))

    #expect(!list.hasFired)
    #expect(rowView.changeCount == 1)

    store.send(.addTapped("Review"))

    #expect(list.changeCount == 1)
    #expect(ids.state == [0, 1, 2, 3])
  }

  /// Why the sample's view keeps the ids' store: a store read and dropped is not followed once it goes.
  @Test func aScopedStoreReadAndDroppedIsNotFollowedOnceItIsGone() {
    let store = Store(initialState: TodoList.State()) {
      TodoList()
    }
    let dropped = ObservationFlag { _ = store.scope(state: \.todos.ids, action: { $0 }).state }

    store.send(.addTapped("Buy milk"))

    #expect(!dropped.hasFired)
  }

  @Test func theLabelFollowsTheCount() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    let label = ObservingStateInViewsArticle.CounterLabel(store: store)
    #expect(label.text == "Count: 0")
    store.send(.incrementTapped)
    #expect(label.text == "Count: 1")
  }

  @Test func theForecastObserverIgnoresTheTimestamp() {
    typealias Weather = DependenciesArticle.Weather
    let store = Store(initialState: Weather.State()) {
      Reduce<Weather.State, Weather.Action> { state, action in
        if case .forecastLoaded(let forecast) = action { state.forecast = forecast }
        state.updatedAt = Date(timeIntervalSince1970: Double(state.updatedAt == nil ? 0 : 1))
        return .none
      }
    }
    let watching = article.watchTheForecast(store)
    var forecasts: [String?] = []
    let token = store.removingDuplicates(by: .equal(\.city) && .equal(\.forecast)).publisher
      .sink { forecasts.append($0.forecast) }
    store.send(.forecastLoaded("Sunny"))
    store.send(.forecastLoaded("Sunny"))
    store.send(.forecastLoaded("Rain"))
    #expect(forecasts == [nil, "Sunny", "Rain"])
    token.cancel()
    watching.cancel()
  }

  @Test func theConnectedStoreShowsFormattedText() {
    let viewStore = article.connectTheCounter()
    #expect(viewStore.countText == "1")
    #expect(viewStore.isFactButtonEnabled)
    #expect(article.previewStore().countText == "42")
  }

  @Test func theHandWrittenViewStoreFilters() {
    let items = PassthroughRelay<[String]>()
    let viewStore = ObservingStateInViewsArticle.SearchViewStore(
      items: items, clock: ContinuousClock())
    #expect(viewStore.viewState.results.isEmpty)
    items.send(["Apples", "Bread"])
    #expect(viewStore.viewState.results == ["Apples", "Bread"])
  }

  @Test func aTapWhoseEffectSendsThreeMoreActionsIsToldOnce() {
    let store = Store(initialState: 0) { OneNotificationPerSendTests.Tapper() }
    // .tap returns .merge(.send(.next1), .concatenate(.send(.next2), .send(.end)));
    // each of those three adds 1.
    var emissions: [Int] = []
    let token = store.publisher.sink { emissions.append($0) }
    store.send(.tap)
    // emissions == [0, 3]
    #expect(emissions == [0, 3])
    token.cancel()
  }

  @Test func aBindingSendsTheAction() {
    let store = article.typeAName()
    #expect(store.displayName.isEmpty)
    #expect(store.nameError == "A name is required.")
  }
}
