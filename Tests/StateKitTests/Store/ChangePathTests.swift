import StateKit
import Testing

/// A list of rows presented in an optional sheet: the shape whose rows used to fall back to hearing about
/// every action.
private struct Sheet: Reducer {
  struct Row: Identifiable, Equatable {
    let id: Int
    var value = 0
  }

  struct List: Equatable {
    var rows = IdentifiedArray(uniqueElements: (0..<100).map { Row(id: $0) })
  }

  struct State: Equatable {
    var sheet: List? = List()
    var title = "Sheet"
  }

  enum Action {
    case increment(id: Int)
    case rename(String)
    case dismiss
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment(let id): state.sheet?.rows[id: id]?.value += 1
    case .rename(let title): state.title = title
    case .dismiss: state.sheet = nil
    }
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ChangePathTests {
  @Test func readingAScopedStoresStateLeavesNothingObservingOnceTheNextChangeHasPassed() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })

    _ = header.state
    _ = header.title
    _ = header.state.subtitle
    // A read arms one report of the next change, however often it is repeated.
    #expect(header.changeObserverCount == 1)
    #expect(store.changeObserverCount == 1)

    store.send(.titleChanged("Grace"))

    #expect(header.changeObserverCount == 0)
    #expect(store.changeObserverCount == 0)
  }

  @Test func aScopedStoreNobodyObservesComparesNothing() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var comparisons = 0
    let header = store.scope(state: \.header, action: { $0 })
      .removingDuplicates(
        by: Equating {
          comparisons += 1
          return $0 == $1
        })

    for _ in 0..<10 { store.send(.visited) }
    #expect(comparisons == 0)
    #expect(store.changeObserverCount == 0)

    let token = header.publisher.sink { _ in }
    store.send(.visited)
    #expect(comparisons == 1)

    token.cancel()
    store.send(.visited)
    #expect(comparisons == 1)
    #expect(store.changeObserverCount == 0)
  }

  @Test func rowsUnderASheetAreWokenOnePerAction() {
    let store = Store(initialState: Sheet.State(), reducer: Sheet())
    let sheet = store.scope(state: \.sheet, action: { $0 })!
    var wakes: [Int: Int] = [:]
    var seen: [Int: [Int]] = [:]
    let tokens = (0..<100).map { id in
      // NB: The comparison runs each time the row's store is woken, whatever it then decides.
      sheet.scope(state: \.rows, id: id, action: { (_: Int, action: Sheet.Action) in action })!
        .removingDuplicates(
          by: Equating {
            wakes[id, default: 0] += 1
            return $0 == $1
          }
        )
        .publisher.value.sink { seen[id, default: []].append($0) }
    }

    store.send(.increment(id: 7))
    store.send(.increment(id: 42))
    store.send(.increment(id: 7))
    store.send(.rename("Other"))

    #expect(wakes == [7: 2, 42: 1])
    #expect(seen[7] == [0, 1, 2])
    #expect(seen[42] == [0, 1])
    #expect(seen[3] == [0])
    withExtendedLifetime(tokens) {}
  }

  @Test func dismissingTheSheetWakesEveryRowOnce() {
    let store = Store(initialState: Sheet.State(), reducer: Sheet())
    let sheet = store.scope(state: \.sheet, action: { $0 })!
    var wakes = 0
    let tokens = (0..<100).map { id in
      sheet.scope(state: \.rows, id: id, action: { (_: Int, action: Sheet.Action) in action })!
        .removingDuplicates(
          by: Equating {
            wakes += 1
            return $0 == $1
          }
        )
        .publisher.sink { _ in }
    }

    store.send(.dismiss)
    store.send(.rename("After"))

    // The collection disappeared: every row is told once, and nothing after.
    #expect(wakes == 100)
    withExtendedLifetime(tokens) {}
  }

  @Test func everyKindOfObserverSeesEachChangeBeforeAnyoneSeesTheNext() {
    let store = Store(initialState: Sheet.State(), reducer: Sheet())
    let sheet = store.scope(state: \.sheet, action: { $0 })!
    let row = sheet.scope(state: \.rows, id: 1, action: { (_: Int, action: Sheet.Action) in action })!
    var log: [String] = []
    var tokens: [CancellationToken] = []
    // The first observer sends another action on the first change: every other observer must hear about
    // that first change before anyone hears about the one it causes.
    tokens.append(
      row.publisher.value.sink { value in
        log.append("row \(value)")
        if value == 1 { store.send(.increment(id: 1)) }
      })
    tokens.append(store.publisher.sink { log.append("root \($0.sheet?.rows[id: 1]?.value ?? -1)") })
    tokens.append(sheet.publisher.sink { log.append("sheet \($0.rows[id: 1]?.value ?? -1)") })
    tokens.append(row.observeChanges { log.append("changes \($0.value)") })
    let flag = ObservationFlag { _ = row.state }
    log.removeAll()

    store.send(.increment(id: 1))

    #expect(flag.changeCount == 1)
    // NB: The sheet's store watches the root from the moment it is made (it is bound to the sheet it was
    // made for), so it hears before the root's later subscribers.
    #expect(
      log == [
        "sheet 1", "root 1", "row 1", "changes 1",
        "sheet 2", "root 2", "row 2", "changes 2",
      ])
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ObserverListLifetimeTests {
  @Test func aTokenReleasedOnAnotherThreadStopsDeliveryBeforeTheNextChange() async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var seen: [Int] = []
    var token: CancellationToken? = store.publisher.visits.sink { seen.append($0) }
    store.send(.visited)

    // NB: The detached task holds the last reference: the token is released off the main actor.
    let carrier = TokenCarrier(token.take())
    await Task.detached { carrier.release() }.value
    store.send(.visited)

    #expect(seen == [0, 1])
    #expect(token == nil)
    #expect(store.changeObserverCount == 0)
  }

  @Test func releasingATokenFreesWhatItsCallbackCapturedAtOnce() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let relay = PassthroughRelay<Int>()
    let rows = Store(initialState: Rows.State()) { Reduce<Rows.State, Rows.Action> { _, _ in .none } }
    weak var weakCaptured: Witness?
    var tokens: [CancellationToken] = []
    do {
      let captured = Witness()
      weakCaptured = captured
      tokens.append(store.publisher.visits.sink { _ in captured.count += 1 })
      tokens.append(relay.sink { _ in captured.count += 1 })
      let row = rows.scope(state: \.rows, id: 1, action: Rows.Action.row)
      tokens.append(row?.publisher.count.sink { _ in captured.count += 1 } ?? CancellationToken())
      tokens.append(row?.observeChanges { _ in captured.count += 1 } ?? CancellationToken())
    }
    #expect(weakCaptured?.count == 2)  // each store publisher gives its current value, the others none

    // NB: No change and no value after the release: nothing but the release itself frees the callbacks.
    tokens.removeAll()

    #expect(weakCaptured == nil)
    #expect(store.changeObserverCount == 0)
    #expect(relay.subscriberCount == 0)
  }

  @Test func aTokenReleasedOnAnotherThreadFreesWhatItsCallbackCapturedOnTheMainActor() async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    weak var weakCaptured: Witness?
    var token: CancellationToken?
    do {
      let captured = Witness()
      weakCaptured = captured
      token = store.publisher.visits.sink { _ in captured.count += 1 }
    }

    let carrier = TokenCarrier(token.take())
    await Task.detached { carrier.release() }.value
    // NB: The removal is a job the runtime queued on the main actor when the token went; this test yields
    // the main actor until it has run, a bounded number of times.
    var turns = 0
    while weakCaptured != nil, turns < 1_000 {
      await Task.yield()
      turns += 1
    }

    #expect(weakCaptured == nil)
    #expect(store.changeObserverCount == 0)
  }

  /// How a test observes a scoped store: through its core, or by a subscription to one of its
  /// properties, which observes the root itself.
  enum ScopedObservation: CaseIterable, Sendable {
    case throughItsCore
    case byAProperty
  }

  @Test(arguments: ScopedObservation.allCases)
  func anObservedScopedStoreReleasedOnAnotherThreadWhileItsParentChangesIsFreed(
    _ observation: ScopedObservation
  ) async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    weak var weakChild: Store<Profile.Header, Profile.Action>?
    var titles: [String] = []
    let carrier: ObjectCarrier
    do {
      let child = store.scope(state: \.header, action: { $0 })
      weakChild = child
      let token =
        switch observation {
        case .throughItsCore: child.observeChanges { titles.append($0.title) }
        case .byAProperty: child.publisher.title.sink { titles.append($0) }
        }
      carrier = ObjectCarrier([child, token])
    }
    #expect(weakChild != nil)
    #expect(store.changeObserverCount == 1)

    // NB: The child's core and its subscription go on another thread while the parent keeps changing on
    // this one: a derived core's deinit then runs on the main actor, between two changes, and a
    // subscription that observes the root is dropped from the root's list there.
    await release(carrier, onAnotherThreadWhileChanging: store) {
      weakChild == nil && store.changeObserverCount == 0
    }

    #expect(weakChild == nil)
    #expect(store.changeObserverCount == 0)
    #expect(!titles.contains("after"))
    // NB: A property subscription delivers the current title first.
    let changes = titles.filter { $0 != "Ada" }
    #expect(changes == changes.sorted { Int($0) ?? 0 < Int($1) ?? 0 })  // in order, none twice
    #expect(Set(titles).count == titles.count)
  }

  @Test func aStoreAndItsSubscriptionsAreFreedWhenTheirLastOwnersGo() {
    weak var weakRoot: Store<Profile.State, Profile.Action>?
    weak var weakHeader: Store<Profile.Header, Profile.Action>?
    var tokens: [CancellationToken] = []
    do {
      let root = Store(initialState: Profile.State(), reducer: Profile())
      let header = root.scope(state: \.header, action: { $0 })
      weakRoot = root
      weakHeader = header
      tokens.append(root.publisher.visits.sink { _ in })
      tokens.append(header.publisher.title.sink { _ in })
      tokens.append(header.observeChanges { _ in })
      _ = header.state
    }
    tokens.removeAll()
    // NB: Under valgrind (.ci/valgrind.sh) this test also proves the cores behind them were freed: a
    // cycle through a relay would leak them.
    #expect(weakRoot == nil)
    #expect(weakHeader == nil)
  }
}

/// Carries objects across isolation, to release them elsewhere.
/// Releases what `carrier` holds on another thread while `store` changes its title 200 times on this one,
/// then lets the main actor run (1,000 turns at most) until `isFreed`, and sends one more title, "after".
@MainActor
private func release(
  _ carrier: ObjectCarrier,
  onAnotherThreadWhileChanging store: Store<Profile.State, Profile.Action>,
  until isFreed: () -> Bool
) async {
  let release = Task.detached { carrier.release() }
  for index in 0..<200 { store.send(.titleChanged("\(index)")) }
  await release.value
  var turns = 0
  while !isFreed(), turns < 1_000 {
    await Task.yield()
    turns += 1
  }
  store.send(.titleChanged("after"))
}

private final class ObjectCarrier: @unchecked Sendable {
  // NB: @unchecked: the objects are handed over once, before the task starts, and touched only by it after.
  private var objects: [AnyObject]

  init(_ objects: [AnyObject]) {
    self.objects = objects
  }

  func release() {
    objects = []
  }
}

/// Carries a token across isolation, to release it elsewhere.
private final class TokenCarrier: @unchecked Sendable {
  // NB: @unchecked: the token is handed over once, before the task starts, and touched only by it after.
  private var token: CancellationToken?

  init(_ token: CancellationToken?) {
    self.token = token
  }

  func release() {
    token = nil
  }
}

extension Optional {
  /// Returns the value and leaves `nil`.
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}

/// A reference a subscription's callback captures, to watch when it is freed.
@MainActor
private final class Witness {
  var count = 0
}

/// A list of rows, each of which a test watches through a row store.
private enum Rows {
  struct Row: Identifiable, Equatable {
    let id: Int
    var count = 0
  }
  struct State { var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)] }
  enum Action { case row(id: Int, action: Int) }
}

/// A sheet whose identity is its id, holding a list: a row store made through one sheet's store reads its
/// row in that sheet, lent where it lies in the root's state, and never in a sheet that replaced it.
private struct BoardSheet: Reducer {
  struct Row: Identifiable, Equatable {
    let id: Int
    var value: Int
  }

  struct Board: Identifiable, Equatable {
    let id: Int
    var rows: IdentifiedArrayOf<Row>

    init(id: Int, value: Int) {
      self.id = id
      self.rows = IdentifiedArray(uniqueElements: (0..<5).map { Row(id: $0, value: value) })
    }
  }

  struct State: Equatable {
    var sheet: Board? = Board(id: 1, value: 0)
  }

  enum Action {
    case increment(row: Int)
    case present(Board)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment(let id): state.sheet?.rows[id: id]?.value += 1
    case .present(let board): state.sheet = board
    }
    return .none
  }
}

extension ChangePathTests {
  @Test func aRowReadThroughASheetFollowsThatSheetAndNeverTheOneThatReplacedIt() {
    let store = Store(initialState: BoardSheet.State(), reducer: BoardSheet())
    let sheet = store.scope(state: \.sheet, action: { $0 })!
    let embed = { (_: Int, action: BoardSheet.Action) in action }
    let row = sheet.scope(state: \.rows, id: 3, action: embed)!
    let unobserved = sheet.scope(state: \.rows, id: 4, action: embed)!
    var seen: [Int] = []
    let token = row.publisher.value.sink { seen.append($0) }

    store.send(.increment(row: 3))
    store.send(.increment(row: 4))
    store.send(.increment(row: 3))
    #expect(seen == [0, 1, 2])
    #expect(row.value == 2)
    #expect(unobserved.value == 1)

    store.send(.present(BoardSheet.Board(id: 2, value: 50)))
    store.send(.increment(row: 3))
    store.send(.increment(row: 4))

    #expect(store.sheet?.rows[id: 3]?.value == 51)
    #expect(!seen.contains { $0 >= 50 })
    #expect(row.value < 50)
    #expect(unobserved.value < 50)
    token.cancel()
  }
}
