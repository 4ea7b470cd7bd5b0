import StateKit
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5))) struct SharedSnapshotTests {
  struct State: Equatable {
    @Shared(.inMemory("stats")) var stats = Stats()
    var syncUps: Shared<IdentifiedArrayOf<SyncUp>> = Shared(value: [SyncUp(id: 1)])
    var child: Child? = Child()
    var label = ""
  }

  struct Child: Equatable {
    var draft = Shared(value: Stats(count: 100))
  }

  @Test func aSnapshotFindsEverySharedValueAStateHolds() {
    withTestStorage {
      let state = State()
      let snapshot = captureSharedValues(in: state)
      #expect(snapshot.keys == [#".inMemory("stats")"#, "Shared(value:)", "Shared(value:)"])
    }
  }

  @Test func aSnapshotFindsSharedValuesInsideSharedValues() {
    struct Outer: Equatable {
      var inner = Shared(value: Child())
    }
    let snapshot = captureSharedValues(in: Outer())
    #expect(snapshot.keys.count == 2)
  }

  @Test func readingInASnapshotAnswersTheValuesAsTheyWere() throws {
    try withTestStorage {
      let state = State()
      let snapshot = captureSharedValues(in: state)
      state.$stats.withLock { $0.count = 5 }
      try #require(state.syncUps[id: 1]).withLock { $0.title = "Daily" }
      #expect(snapshot.reading { state.stats.count } == 0)
      #expect(snapshot.reading { state.syncUps.wrappedValue[id: 1]?.title } == "")
      #expect(snapshot.reading { state.syncUps[id: 1]?.wrappedValue.title } == "")
      #expect(state.stats.count == 5)
    }
  }

  @Test func assigningInAnAssertionChangesOnlyTheExpectedValue() {
    withTestStorage {
      let state = State()
      let assertion = SharedAssertion(baseline: captureSharedValues(in: state))
      let expected = state
      assertion.run {
        expected.stats.count = 1
        expected.syncUps.withLock { $0[id: 1]?.title = "Daily" }
        #expect(expected.stats.count == 1, "a read in the assertion sees what it wrote")
      }
      #expect(state.stats.count == 0, "the live value is unchanged")
      #expect(state.syncUps.wrappedValue[id: 1]?.title == "")
      #expect(assertion.expected.reading { expected.stats.count } == 1)
      #expect(assertion.assertedKeys == [#".inMemory("stats")"#, "Shared(value:)"])
    }
  }

  @Test func anAssertionThatSetsASharedElementWritesItsArray() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let syncUp = try #require(syncUps[id: 2])
    let assertion = SharedAssertion(baseline: captureSharedValues(in: syncUps))
    assertion.run { syncUp.wrappedValue.title = "Weekly" }
    #expect(syncUps.wrappedValue[id: 2]?.title == "")
    #expect(assertion.expected.reading { syncUps.wrappedValue[id: 2]?.title } == "Weekly")
  }

  @Test func comparingReadsEachSideFromItsOwnSnapshot() {
    withTestStorage {
      let state = State()
      let before = captureSharedValues(in: state)
      state.$stats.withLock { $0.count = 1 }
      let after = captureSharedValues(in: state)
      #expect(SharedSnapshot.comparing(before, after) { state == state } == false)
      #expect(SharedSnapshot.comparing(after, after) { state == state })

      let assertion = SharedAssertion(baseline: before)
      let expected = state
      assertion.run { expected.stats.count = 1 }
      #expect(SharedSnapshot.comparing(assertion.expected, after) { expected == state })
    }
  }

  @Test func changedKeysNameTheValuesThatDiffer() {
    withTestStorage {
      let state = State()
      let before = captureSharedValues(in: state)
      state.$stats.withLock { $0.count = 1 }
      let after = captureSharedValues(in: state)
      #expect(before.changedKeys(comparedTo: after) == [#".inMemory("stats")"#])
      #expect(after.changedKeys(comparedTo: after).isEmpty)
    }
  }

  @Test func aDumpShowsASharedValueAsItsValueUnderItsPropertyName() {
    withTestStorage {
      let state = State()
      state.$stats.withLock { $0.count = 3 }
      let text = dump(state)
      #expect(text.contains("stats: Stats(count: 3)"))
      #expect(!text.contains("_stats"))
      let before = captureSharedValues(in: state)
      state.$stats.withLock { $0.count = 4 }
      #expect(before.reading { dump(state) }.contains("stats: Stats(count: 3)"))
    }
  }

  @Test func noWalkIsMadeWhileNoSharedValueExists() {
    #expect(captureSharedValues(in: [1, 2, 3]).isEmpty)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SharedChangesPrintingTests {
  @Test func printChangesListsAChangeOfASharedValueByItsPropertyName() {
    withTestStorage {
      let lines = Recorder<String>()
      let store = Store(initialState: Tally.State()) {
        Tally().printChanges(to: DebugOutput { lines.append($0) })
      }
      store.send(.increment)
      #expect(lines.values.joined().contains(#"\.child.stats.count: 0 → 1"#))
    }
  }

  @Test func aDiffReadsEachSideFromItsSnapshot() {
    withTestStorage {
      let state = SharedSnapshotTests.State()
      let before = captureSharedValues(in: state)
      state.$stats.withLock { $0.count = 2 }
      let after = captureSharedValues(in: state)
      let described = changes(from: state, to: state, oldShared: before, newShared: after).map(\.description)
      #expect(described == [#"\.stats.count: 0 → 2"#])
      #expect(changes(from: state, to: state).isEmpty, "without snapshots, both sides read the live value")
    }
  }
}
