import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ActionRecordingTests {
  @Test func aRecordingKeepsEachActionInOrderWithWhereItCameFrom() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let recording = store.startRecording()
    store.send(.scored(3))
    await store.send(.fetchBonus).finish()
    store.scope(state: \.bonus, action: Scoreboard.Action.bonus).send(.doubled)
    recording.stop()
    store.send(.scored(1))

    let steps = recording.trace.steps
    #expect(steps.map(\.number) == [1, 2, 3, 4, 5])
    #expect(steps.map(\.action) == [.scored(3), .announced, .fetchBonus, .bonusLoaded(10), .bonus(.doubled)])
    #expect(
      steps.map(\.origin) == [
        .view, .effect(startedBy: .scored(3)), .view, .effect(startedBy: .fetchBonus),
        .child(store: "Scoreboard.Bonus.State"),
      ])
    #expect(steps.allSatisfy { $0.state == nil })
    #expect(recording.trace.initialState == nil)
    #expect(!recording.isRecording)
  }

  @Test func stepTimesStartAtTheRecordingAndNeverGoBack() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let recording = store.startRecording()
    for points in 1...20 { store.send(.scored(points)) }
    let times = recording.trace.steps.map(\.time)
    #expect(times.count == 40)
    #expect(times.allSatisfy { $0 >= .zero })
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func aRecordingKeepsTheInitialStateAndEveryNthState() {
    let store = Store(initialState: Scoreboard.State(score: 5)) { Scoreboard() }
    let recording = store.startRecording(states: .every(2))
    store.send(.scored(1))
    store.send(.scored(2))
    #expect(recording.trace.initialState == Scoreboard.State(score: 5))
    #expect(
      recording.trace.steps.map(\.state) == [
        nil, Scoreboard.State(score: 6, announcements: 1), nil, Scoreboard.State(score: 8, announcements: 2),
      ])
  }

  @Test func everyStepKeepsTheStateAfterEachAction() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let recording = store.startRecording(states: .everyStep)
    store.send(.scored(2))
    #expect(
      recording.trace.steps.map(\.state) == [
        Scoreboard.State(score: 2), Scoreboard.State(score: 2, announcements: 1),
      ])
  }

  @Test func startingARecordingStopsTheOneBefore() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let first = store.startRecording()
    store.send(.scored(1))
    let second = store.startRecording()
    store.send(.scored(2))
    #expect(!first.isRecording)
    #expect(second.isRecording)
    #expect(first.trace.steps.map(\.action) == [.scored(1), .announced])
    #expect(second.trace.steps.map(\.action) == [.scored(2), .announced])
    second.stop()
    second.stop()
    store.send(.scored(3))
    #expect(second.trace.steps.count == 2)
  }

  @Test func anActionAnObserverSendsIsRecordedAfterTheActionThatTriggeredIt() {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    var sent = false
    let token = store.observeChanges { state in
      if state.score == 1, !sent {
        sent = true
        store.send(.bonus(.doubled))
      }
    }
    let recording = store.startRecording()
    store.send(.scored(1))
    #expect(recording.trace.steps.map(\.action) == [.scored(1), .announced, .bonus(.doubled)])
    #expect(recording.trace.steps.map(\.origin) == [.view, .effect(startedBy: .scored(1)), .view])
    token.cancel()
  }

  @Test func aScopedStoreCannotRecordAndSaysSo() async {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let bonus = store.scope(state: \.bonus, action: Scoreboard.Action.bonus)
    let warnings = await withRuntimeWarnings {
      let recording = bonus.startRecording()
      bonus.send(.doubled)
      #expect(!recording.isRecording)
      #expect(recording.trace.steps.isEmpty)
      bonus.instrument = StoreInstrument { _ in }
    }
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("only a root store records") == true)
    #expect(warnings.last?.contains("only a root store takes one") == true)
  }
}
