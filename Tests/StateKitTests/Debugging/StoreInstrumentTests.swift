import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreInstrumentTests {
  /// The score as a view shows it.
  struct ScoreConnector: Connector {
    func connect(state: Scoreboard.State) -> String { "Score: \(state.score)" }
    func connect(action: Never) -> Scoreboard.Action {}
  }

  /// What the tests compare: every count of a cost, and where its action came from.
  struct Counts: Equatable {
    var action: Scoreboard.Action
    var origin: ActionOrigin<Scoreboard.Action>
    var effectsStarted = 0
    var effectsCancelled = 0
    var derivedStoresWoken = 0
    var connectorsWoken = 0
    var observersWoken = 0
  }

  @Test func anInstrumentCountsWhatEachActionStartedCancelledAndWoke() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let bonus = store.scope(state: \.bonus, action: Scoreboard.Action.bonus)
    let view = store.connect(using: ScoreConnector())
    var tokens = [
      store.publisher.score.sink { _ in },
      // NB: The whole state, which the bonus store compares and tells; a property's subscription would
      // observe the root directly (see the next test).
      bonus.publisher.sink { _ in },
      view.publisher.sink { _ in },
    ]
    var costs: [ActionCost<Scoreboard.Action>] = []
    store.instrument = StoreInstrument { costs.append($0) }

    store.send(.scored(3))
    bonus.send(.doubled)
    store.send(.watchOpponent)
    store.send(.reset)

    // By hand: the root tells its three observers once per send, counted in the send's last action: the
    // score's subscription (an observer), the bonus store (a derived store, which tells its own
    // subscription when the multiplier changes) and the connected store (a connector, which tells its
    // subscription when the text changes).
    #expect(
      costs.map {
        Counts(
          action: $0.action, origin: $0.origin, effectsStarted: $0.effectsStarted,
          effectsCancelled: $0.effectsCancelled, derivedStoresWoken: $0.derivedStoresWoken,
          connectorsWoken: $0.connectorsWoken, observersWoken: $0.observersWoken)
      } == [
        // `.send(.announced)`, reduced in the same send: the notification comes after it.
        Counts(action: .scored(3), origin: .view, effectsStarted: 1),
        // The score and its text changed.
        Counts(
          action: .announced, origin: .effect(startedBy: .scored(3)), derivedStoresWoken: 1,
          connectorsWoken: 1,
          observersWoken: 2),
        // The multiplier changed: the bonus store tells its subscription.
        Counts(
          action: .bonus(.doubled), origin: .child(store: "Scoreboard.Bonus.State"), derivedStoresWoken: 1,
          connectorsWoken: 1, observersWoken: 2),
        Counts(
          action: .watchOpponent, origin: .view, effectsStarted: 1, derivedStoresWoken: 1, connectorsWoken: 1,
          observersWoken: 1),
        // Cancels the running watch (the bonus has none running); the score and its text changed.
        Counts(
          action: .reset, origin: .view, effectsCancelled: 1, derivedStoresWoken: 1, connectorsWoken: 1,
          observersWoken: 2),
      ])
    #expect(costs.allSatisfy { $0.reducerTime >= .zero })
    tokens.removeAll()
    #expect(tokens.isEmpty)
  }

  @Test func aPropertySubscriptionOfAStoreScopedByKeyPathObservesTheRootAndWakesNoDerivedStore() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let bonus = store.scope(state: \.bonus, action: Scoreboard.Action.bonus)
    var multipliers: [Int] = []
    let token = bonus.publisher.multiplier.sink { multipliers.append($0) }
    var costs: [ActionCost<Scoreboard.Action>] = []
    store.instrument = StoreInstrument { costs.append($0) }

    store.send(.scored(3))
    bonus.send(.doubled)
    bonus.send(.doubled)

    // The subscription is called once per send, as an observer of the root (after `.announced`, which
    // `.scored(3)` sends), and delivers only the multiplier's changes; the bonus store, which nothing
    // else observes, is not woken.
    #expect(multipliers == [1, 2, 4])
    #expect(costs.map(\.action) == [.scored(3), .announced, .bonus(.doubled), .bonus(.doubled)])
    #expect(costs.map(\.derivedStoresWoken) == [0, 0, 0, 0])
    #expect(costs.map(\.observersWoken) == [0, 1, 1, 1])
    #expect(bonus.changeObserverCount == 0)
    #expect(store.changeObserverCount == 1)
    withExtendedLifetime(token) {}
  }

  @Test func aStoreWithoutObserversWakesNothing() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var costs: [ActionCost<Scoreboard.Action>] = []
    store.instrument = StoreInstrument { costs.append($0) }
    store.send(.scored(1))
    #expect(costs.map(\.action) == [.scored(1), .announced])
    #expect(
      costs.allSatisfy { $0.derivedStoresWoken == 0 && $0.connectorsWoken == 0 && $0.observersWoken == 0 })
    #expect(costs.map(\.effectsStarted) == [1, 0])
  }

  @Test func aConnectorComputedInTheBackgroundCountsAsWokenByTheSendThatChangedItsState() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let view = store.connect(using: ScoreConnector(), computation: .background(priority: .userInitiated))
    var costs: [ActionCost<Scoreboard.Action>] = []
    store.instrument = StoreInstrument { costs.append($0) }
    store.send(.scored(1))
    store.send(.scored(2))
    // One wake per send, counted in its last action; the connector's own observers hear later, off the send.
    #expect(costs.map(\.action) == [.scored(1), .announced, .scored(2), .announced])
    #expect(costs.map(\.connectorsWoken) == [0, 1, 0, 1])
    #expect(costs.allSatisfy { $0.derivedStoresWoken == 0 && $0.observersWoken == 0 })
    withExtendedLifetime(view) {}
  }

  @Test func removingTheInstrumentStopsTheMeasurements() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var count = 0
    store.instrument = StoreInstrument { _ in count += 1 }
    #expect(store.instrument != nil)
    store.send(.scored(1))
    store.instrument = nil
    #expect(store.instrument == nil)
    store.send(.scored(1))
    #expect(count == 2)
    #expect(store.score == 2)
  }

  @Test func aRecordingAndAnInstrumentWorkTogether() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var measured: [Scoreboard.Action] = []
    store.instrument = StoreInstrument { measured.append($0.action) }
    let recording = store.startRecording()
    store.send(.scored(1))
    store.instrument = nil
    store.send(.scored(2))
    #expect(measured == [.scored(1), .announced])
    #expect(recording.trace.steps.count == 4)
  }

  @Test func aProfileGroupsCostsByKindCostliestFirst() {
    let profile = ActionProfile<Scoreboard.Action>()
    func cost(_ action: Scoreboard.Action, microseconds: Int, observers: Int) -> ActionCost<Scoreboard.Action>
    {
      ActionCost(
        action: action, origin: .view, reducerTime: .microseconds(microseconds), observersWoken: observers)
    }
    profile.add(cost(.scored(1), microseconds: 10, observers: 1))
    profile.add(cost(.scored(2), microseconds: 30, observers: 1))
    profile.add(cost(.scored(3), microseconds: 20, observers: 1))
    profile.add(cost(.bonus(.doubled), microseconds: 100, observers: 2))
    profile.add(cost(.announced, microseconds: 5, observers: 0))
    #expect(profile.entries.map(\.kind) == ["bonus.doubled", "scored", "announced"])
    let scored = profile.entries[1]
    #expect(scored.count == 3)
    #expect(scored.totalTime == .microseconds(60))
    #expect(scored.medianTime == .microseconds(20))
    #expect(scored.observersWoken == 3)
    #expect(
      profile.table(top: 2) == """
        Action kind    Count  Total (ms)  Median (µs)  Observers  Stores
        bonus.doubled      1       0.100       100.00          2       0
        scored             3       0.060        20.00          3       0

        """)
  }

  @Test func aProfileInstalledAsAnInstrumentSeesEveryAction() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let profile = ActionProfile<Scoreboard.Action>()
    store.instrument = profile.instrument
    store.send(.scored(1))
    store.send(.scored(2))
    #expect(profile.entries.map(\.kind).sorted() == ["announced", "scored"])
    #expect(profile.entries.map(\.count) == [2, 2])
  }
}
