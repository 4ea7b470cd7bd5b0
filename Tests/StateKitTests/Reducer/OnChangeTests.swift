import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A list whose results are filtered again whenever the query or the sort order changes.
private struct Catalog: Reducer {
  enum Sort: Equatable, Sendable { case name, length }

  struct Key: Equatable {
    var query: String
    var sort: Sort
  }

  struct State: Equatable {
    var items = ["pear", "fig", "apple", "plum"]
    var query = ""
    var sort = Sort.name
    var results: [String] = []
    var changes: [String] = []
    var taps = 0

    /// What the results depend on.
    var key: Key { Key(query: query, sort: sort) }
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case sortChanged(Sort)
    case tapped
    case clearTapped
    case resultsCounted(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .none
      case .sortChanged(let sort):
        state.sort = sort
        return .none
      case .tapped:
        state.taps += 1
        return .none
      case .clearTapped:
        return .send(.queryChanged(""))
      case .resultsCounted:
        return .none
      }
    }
    .onChange(of: \.key) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue.query)/\(oldValue.sort) → \(newValue.query)/\(newValue.sort)")
        let matches = state.items.filter { newValue.query.isEmpty || $0.contains(newValue.query) }
        state.results =
          switch newValue.sort {
          case .name: matches.sorted()
          case .length: matches.sorted { ($0.count, $0) < ($1.count, $1) }
          }
        return .run { [count = state.results.count] send in await send(.resultsCounted(count)) }
      }
    }
  }
}

/// A value that counts how often it is compared.
private struct CountedValue: Equatable {
  let value: Int
  let comparisons: Recorder<Void>

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.comparisons.append(())
    return lhs.value == rhs.value
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct OnChangeTests {
  @Test func itRunsWithTheOldAndNewValuesWhenAnActionChangesTheValue() async {
    let store = TestStore(initialState: Catalog.State(), reducer: Catalog())
    await store.send(.queryChanged("p")) {
      $0.query = "p"
      $0.changes = ["/name → p/name"]
      $0.results = ["apple", "pear", "plum"]
    }
    await store.receive(.resultsCounted(3))
    await store.send(.sortChanged(.length)) {
      $0.sort = .length
      $0.changes.append("p/name → p/length")
      $0.results = ["pear", "plum", "apple"]
    }
    await store.receive(.resultsCounted(3))
    await store.finish()  // the effects end after sending: wait for that, rather than for the grace period
  }

  @Test func itDoesNotRunWhenTheValueStaysTheSame() async {
    let store = TestStore(initialState: Catalog.State(query: "fig"), reducer: Catalog())
    await store.send(.tapped) { $0.taps = 1 }  // changes the state, not the watched value
    await store.send(.queryChanged("fig"))  // writes the same value
    #expect(store.state.changes.isEmpty)
  }

  @Test func itSeesChangesMadeByActionsThatEffectsFeedBack() async {
    let store = TestStore(initialState: Catalog.State(query: "fig"), reducer: Catalog())
    await store.send(.clearTapped)
    await store.receive(.queryChanged("")) {
      $0.query = ""
      $0.changes = ["fig/name → /name"]
      $0.results = ["apple", "fig", "pear", "plum"]
    }
    await store.receive(.resultsCounted(4))
    await store.finish()
  }

  @Test func aKeyPathNamesTheValue() {
    var seen: [String] = []
    let store = Store(initialState: Catalog.State()) {
      Reduce<Catalog.State, Catalog.Action> { state, action in
        if case .queryChanged(let query) = action { state.query = query }
        return .none
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { _, _ in
          seen.append("\(oldValue) → \(newValue)")
          return .none
        }
      }
    }

    store.send(.queryChanged("a"))
    store.send(.queryChanged("a"))
    store.send(.queryChanged("ab"))

    #expect(seen == [" → a", "a → ab"])
  }

  @Test func itComparesOncePerActionAndReadsTheValueTwice() {
    let comparisons = Recorder<Void>()
    var reads = 0
    let counted = { (state: Int) -> CountedValue in
      reads += 1
      return CountedValue(value: state, comparisons: comparisons)
    }
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .none
      }
      .onChange(of: counted) { _, _ in
        EmptyReducer()
      }
    }

    for action in [1, 0, 2, 0, 0] { store.send(action) }

    #expect(comparisons.values.count == 5)
    #expect(reads == 10)
  }
}
