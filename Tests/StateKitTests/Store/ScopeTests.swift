import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScopeTests {
  struct AppState: Equatable {
    var counter = Counter.State(count: 0)
    var detail: Counter.State?
    var title = "App"
  }

  enum AppAction: Equatable, Sendable {
    case counter(Counter.Action)
    case detail(Counter.Action)
    case showDetail
    case hideDetail
    case rename(String)

    var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
    var detail: Counter.Action? { if case .detail(let action) = self { action } else { nil } }
  }

  struct App: Reducer {
    var body: some Reducer<AppState, AppAction> {
      Scope(state: \.counter, action: AppAction.counter, extract: \.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .showDetail: state.detail = Counter.State(count: 10)
        case .hideDetail: state.detail = nil
        case .rename(let title): state.title = title
        case .counter, .detail: break
        }
        return .none
      }
      .ifLet(\.detail, action: AppAction.detail, extract: \.detail) {
        Counter()
      }
    }
  }

  /// A store running ``App`` that also records every action its root reducer receives.
  func makeRecordingStore() -> (Store<AppState, AppAction>, Recorder<AppAction>) {
    let received = Recorder<AppAction>()
    let store = Store(initialState: AppState()) {
      Reduce<AppState, AppAction> { _, action in
        received.append(action)
        return .none
      }
      App()
    }
    return (store, received)
  }

  @Test func aScopedStoreReadsItsStateFromTheRootOnDemand() {
    let store = Store(initialState: AppState(), reducer: App())
    let counter = store.scope(state: \.counter, action: AppAction.counter)
    #expect(counter.count == 0)

    // A change made through the root is visible through the scope at once: there is no copy to drift.
    store.send(.counter(.incrementTapped))
    #expect(counter.count == 1)
    #expect(counter.state == store.state.counter)
  }

  @Test func aScopedStoreSendsItsActionsToTheRootThroughTheEmbedding() {
    let (store, received) = makeRecordingStore()
    let counter = store.scope(state: \.counter, action: AppAction.counter)
    counter.send(.incrementTapped)
    #expect(received.values == [.counter(.incrementTapped)])
    #expect(store.counter.count == 1)
  }

  indirect enum Path: Equatable {
    case down(Path)
    case tap

    var depth: Int {
      if case .down(let inner) = self { inner.depth + 1 } else { 0 }
    }
  }

  @Test func anyNumberOfScopeLevelsReadAndSendLikeOne() {
    var received: [Path] = []
    let root = Store(initialState: 0) {
      Reduce<Int, Path> { count, action in
        received.append(action)
        count += action.depth
        return .none
      }
    }
    var store = root
    for _ in 1...10 {
      store = store.scope(state: \.self, action: Path.down)
    }
    store.send(.tap)
    #expect(received.map(\.depth) == [10])
    #expect(root.state == 10)
    #expect(store.state == 10)
  }

  @Test func keyPathAndClosureScopesComposeAcrossLevels() {
    struct Top { var middle = Middle() }
    struct Middle { var bottom = Bottom() }
    struct Bottom { var value = 0 }

    let root = Store(initialState: Top()) {
      Reduce<Top, Path> { state, action in
        state.middle.bottom.value += action.depth
        return .none
      }
    }
    let middle = root.scope(state: \.middle, action: Path.down)
    let bottom = middle.scope(state: { $0.bottom }, action: Path.down)
    let value = bottom.scope(state: \.value, action: { (_: Void) in Path.tap })

    value.send(())
    #expect(root.middle.bottom.value == 2)
    #expect(value.state == 2)
    #expect(bottom.value == 2)
    #expect(middle.bottom.value == 2)
  }

  @Test func anOptionalScopeIsNilWhileTheStateIsNil() {
    let store = Store(initialState: AppState(), reducer: App())
    #expect(store.scope(state: \.detail, action: AppAction.detail) == nil)
    store.send(.showDetail)
    let detail = store.scope(state: \.detail, action: AppAction.detail)
    #expect(detail?.count == 10)
    detail?.send(.incrementTapped)
    #expect(store.detail?.count == 11)
  }

  @Test func sendingToAnOptionalScopeWhoseStateIsGoneIsIgnoredWithAWarning() async {
    let (store, received) = makeRecordingStore()
    store.send(.showDetail)
    let detail = store.scope(state: \.detail, action: AppAction.detail)!
    detail.send(.incrementTapped)
    #expect(detail.count == 11)  // what a view of the detail shows before it is dismissed
    store.send(.hideDetail)
    let receivedBefore = received.values

    let warnings = await withRuntimeWarnings {
      detail.send(.incrementTapped)
    }

    #expect(received.values == receivedBefore)
    // The disappearing view can still read the last state it showed.
    #expect(detail.count == 11)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("incrementTapped") == true)
    #expect(warnings.first?.contains("ScopeTests.swift") == true)
    #expect(warnings.first?.contains("is now nil") == true)
  }

  @Test func aScopeOfAnIdentifiedElementFollowsItsIDAndRefusesActionsOnceRemoved() async {
    struct Row: Identifiable, Equatable {
      let id: Int
      var count = 0
    }
    struct State { var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)] }
    enum Action { case row(id: Int, action: Int), remove(Int), insertFirst(Int) }

    let store = Store(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .row(let id, let amount): state.rows[id: id]?.count += amount
        case .remove(let id): state.rows.remove(id: id)
        case .insertFirst(let id): state.rows.insert(Row(id: id), at: 0)
        }
        return .none
      }
    }
    let second = store.scope(state: \.rows, id: 2, action: Action.row)!
    #expect(store.scope(state: \.rows, id: 3, action: Action.row) == nil)

    second.send(5)
    store.send(.insertFirst(0))  // the row moves; its store follows the id, not the position
    #expect(second.state == Row(id: 2, count: 5))

    store.send(.remove(2))
    let warnings = await withRuntimeWarnings { second.send(1) }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("1") == true)
    #expect(store.rows.ids == [0, 1])
  }
}
