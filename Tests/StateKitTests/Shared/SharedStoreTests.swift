import StateKit
import Testing

/// A tally of taps kept in a shared value, in a child state: two features count taps together.
struct Tally: Reducer {
  struct State: Equatable {
    var child = Child()
    var label = ""
  }

  struct Child: Equatable {
    @Shared(.inMemory("stats")) var stats = Stats()
    var note = ""
  }

  enum Action: Sendable {
    case increment
    case incrementInEffect
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.child.$stats.withLock { $0.count += 1 }
      return .none
    case .incrementInEffect:
      return .run { [stats = state.child.$stats] _ in
        stats.withLock { $0.count += 1 }
      }
    case .rename(let label):
      state.label = label
      return .none
    }
  }
}

/// Embeds the actions of a store that sends none.
func absurd(_ never: Never) -> Tally.Action {}

/// A view state computed from the tally's shared count.
struct TallyConnector: Connector {
  func connect(state: Tally.State) -> String { "\(state.child.stats.count) taps" }
  func connect(action: Never) -> Tally.Action {}
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SharedStoreTests {
  @Test func aStoreSeesAnotherStoresWriteThroughItsPublisher() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      var counts: [Int] = []
      let token = second.publisher.child.stats.count.sink { counts.append($0) }
      first.send(.increment)
      #expect(
        counts == [0], "another store learns of the change once the main actor is free, not inside the action"
      )
      SharedChanges.deliver()
      #expect(counts == [0, 1])
      #expect(second.child.stats.count == 1)
      token.cancel()
    }
  }

  @Test func aStoreReadingTheSharedValueInObservationIsToldAtOnce() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      let flag = ObservationFlag { _ = second.child.stats.count }
      first.send(.increment)
      #expect(flag.changeCount == 1)
    }
  }

  @Test func aScopedStoreWhoseStateHoldsTheSharedValueIsToldWhenAnotherStoreChangesIt() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      let child = second.scope(state: \.child, action: absurd)
      var counts: [Int] = []
      let token = child.publisher.sink { counts.append($0.stats.count) }
      first.send(.increment)
      SharedChanges.deliver()
      #expect(counts == [0, 1])
      first.send(.increment)
      first.send(.increment)
      SharedChanges.deliver()
      #expect(counts == [0, 1, 3], "changes made before a delivery are delivered once")
      token.cancel()
    }
  }

  @Test func aScopedStoreOfTheStoreThatChangedTheValueIsToldInTheSameSend() {
    withTestStorage {
      let store = Store(initialState: Tally.State()) { Tally() }
      let child = store.scope(state: \.child, action: absurd)
      var counts: [Int] = []
      let token = child.publisher.sink { counts.append($0.stats.count) }
      store.send(.increment)
      #expect(counts == [0, 1])
      token.cancel()
    }
  }

  @Test func aScopedStoreWhoseStateHoldsNoChangedValueStaysQuiet() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      let label = second.scope(state: \.label, action: absurd)
      var labels: [String] = []
      let token = label.publisher.sink { labels.append($0) }
      first.send(.increment)
      SharedChanges.deliver()
      second.send(.rename("Taps"))
      #expect(labels == ["", "Taps"])
      token.cancel()
    }
  }

  @Test func aConnectorRecomputesItsViewStateWhenTheSharedValueChanges() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      let view = second.connect(using: TallyConnector())
      var texts: [String] = []
      let token = view.publisher.sink { texts.append($0) }
      first.send(.increment)
      SharedChanges.deliver()
      #expect(texts == ["0 taps", "1 taps"])
      #expect(view.state == "1 taps")
      token.cancel()
    }
  }

  @Test func anUnobservedConnectorDoesNotShowAStaleValue() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      let view = second.connect(using: TallyConnector())
      #expect(view.state == "0 taps")
      first.send(.increment)
      SharedChanges.deliver()
      #expect(view.state == "1 taps")
    }
  }

  @Test func aChangeFromAnEffectOnAnotherThreadReachesEveryStore() async {
    await withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      var counts: [Int] = []
      let token = second.publisher.child.stats.count.sink { counts.append($0) }
      await first.send(.incrementInEffect).finish()
      SharedChanges.deliver()
      #expect(counts == [0, 1])
      token.cancel()
    }
  }

  @Test func aStoreProcessingAnActionIsToldAfterItsProcessing() {
    withTestStorage {
      let first = Store(initialState: Tally.State()) { Tally() }
      let second = Store(initialState: Tally.State()) { Tally() }
      var counts: [Int] = []
      let token = second.publisher.child.stats.count.sink { count in
        counts.append(count)
        // A delivery from inside the store's own notification waits for the processing to end.
        if count == 1 { SharedChanges.deliver() }
      }
      first.send(.increment)
      SharedChanges.deliver()
      first.send(.increment)
      SharedChanges.deliver()
      #expect(counts == [0, 1, 2])
      token.cancel()
    }
  }

  @Test func aReleasedStoreIsNoLongerTold() {
    withTestStorage {
      let stats = Tally.Child().$stats
      var store: Store<Tally.State, Tally.Action>? = Store(initialState: Tally.State()) { Tally() }
      let holder = store.flatMap { Shared<Stats>.holderIdentity(of: $0) }
      #expect(holder.map(stats.isHeld(byHolder:)) == true)
      store = nil
      #expect(holder.map(stats.isHeld(byHolder:)) == false)
      _ = store
    }
  }

  /// A shared value that holds another shared value: which ones the state holds can change without an
  /// action, and the store still hears of the one it holds now.
  @Test func aStoreHearsOfASharedValueThatAnotherSharedValueCameToHold() {
    withTestStorage {
      struct Holder: Equatable, Sendable {
        var inner: Shared<Stats>
      }
      struct State: Equatable {
        var holder: Shared<Holder>
      }
      let first = Shared(value: Stats())
      let second = Shared(value: Stats(count: 10))
      let holder = Shared(value: Holder(inner: first))
      let store = Store(initialState: State(holder: holder)) {
        Reduce<State, Int> { _, _ in .none }
      }
      var counts: [Int] = []
      let token = store.publisher.sink { counts.append($0.holder.wrappedValue.inner.wrappedValue.count) }
      first.withLock { $0.count += 1 }
      SharedChanges.deliver()
      holder.withLock { $0.inner = second }
      SharedChanges.deliver()
      second.withLock { $0.count += 1 }
      SharedChanges.deliver()
      #expect(counts.last == 11, "the store missed a change of the shared value it holds now: \(counts)")
      token.cancel()
    }
  }
}
