import StateKit
import StateKitTesting
import Testing

/// A tally in shared memory under a key of its own, so that no other test shares it.
private struct RecordedTally: Reducer {
  struct Stats: Equatable, Sendable {
    var taps = 0
  }

  struct State: Equatable {
    @Shared(.inMemory("RecordedSharedValuesTests.tally")) var stats = Stats()
    var label = ""
  }

  enum Action: Equatable, Sendable {
    case tap
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.$stats.withLock { $0.taps += 1 }
    case .rename(let label):
      state.label = label
    }
    return .none
  }
}

/// A recorded trace holds each step's shared values as they were at that step: not the live values, which
/// every step would otherwise show, and which changes after `stop()` would rewrite.
@MainActor
@Suite(.timeLimit(.minutes(5)), .serialized)
struct RecordedSharedValuesTests {
  @Test func eachStepKeepsTheSharedValuesItLeftEvenAfterLaterChanges() {
    let store = Store(initialState: RecordedTally.State()) { RecordedTally() }
    store.state.$stats.withLock { $0.taps = 0 }
    let recording = store.startRecording(states: .everyStep)
    store.send(.tap)
    store.send(.tap)
    recording.stop()
    store.send(.tap)

    let steps = recording.trace.steps
    let taps = steps.map { step in step.sharedValues.reading { step.state?.stats.taps } }
    #expect(taps == [1, 2])
    #expect(store.state.stats.taps == 3)
  }

  @Test func twoStepsThatLeftDifferentSharedValuesAreNotEqual() {
    let store = Store(initialState: RecordedTally.State()) { RecordedTally() }
    store.state.$stats.withLock { $0.taps = 0 }
    let recording = store.startRecording(states: .everyStep)
    store.send(.tap)
    store.send(.rename("a"))
    store.send(.tap)
    store.send(.rename("a"))
    recording.stop()

    let steps = recording.trace.steps
    // Steps 2 and 4 hold the same label and the same reference, but 1 tap and 2 taps.
    var fourth = steps[3]
    fourth.number = steps[1].number
    fourth.time = steps[1].time
    #expect(fourth != steps[1])
    var second = steps[1]
    second.time = steps[1].time
    #expect(second == steps[1])
  }

  @Test func aReplayAssertsTheSharedValuesEachStepRecorded() async {
    let store = Store(initialState: RecordedTally.State()) { RecordedTally() }
    store.state.$stats.withLock { $0.taps = 0 }
    let recording = store.startRecording(states: .everyStep)
    store.send(.tap)
    store.send(.rename("b"))
    store.send(.tap)
    recording.stop()
    store.state.$stats.withLock { $0.taps = 0 }

    let testStore = TestStore(initialState: RecordedTally.State()) { RecordedTally() }
    await testStore.replay(recording.trace)
    #expect(testStore.liveState.stats.taps == 2)
  }
}
