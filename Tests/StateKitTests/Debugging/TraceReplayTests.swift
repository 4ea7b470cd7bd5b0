import StateKit
import StateKitTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TraceReplayTests {
  typealias Trace = ActionTrace<Scoreboard.State, Scoreboard.Action>

  /// A trace recorded from a real store: view actions, a `.send` effect, a `.run` effect, a child
  /// store's action, and a cancellation.
  static func recordedTrace(states: StateCapture = .everyStep) async -> Trace {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let recording = store.startRecording(states: states)
    await store.send(.fetchBonus).finish()
    store.scope(state: \.bonus, action: Scoreboard.Action.bonus).send(.doubled)
    store.send(.scored(3))
    await store.send(.fetchBonus).finish()
    store.send(.reset)
    recording.stop()
    return recording.trace
  }

  @Test func aTraceRecordedFromAFeatureWithEffectsReplaysGreen() async {
    let trace = await Self.recordedTrace()
    #expect(trace.steps.count == 8)
    let store = TestStore(initialState: trace.initialState ?? Scoreboard.State()) { Scoreboard() }
    await store.replay(trace)
    #expect(store.state == trace.steps.last?.state)
  }

  @Test func aTraceReadFromJSONLinesReplaysGreen() async throws {
    let text = try await Self.recordedTrace().jsonLines()
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
    await store.replay(jsonLines: text)
    #expect(store.state.score == 0)
  }

  @Test func stepsWhoseStatesWereNotKeptAreNotAsserted() async {
    let everyState = await Self.recordedTrace()
    for states in [StateCapture.none, .every(3)] {
      let trace = await Self.recordedTrace(states: states)
      let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
      await store.replay(trace)
      #expect(store.state == everyState.steps.last?.state)
    }
  }

  @Test func aChangedReducerFailsAtTheFirstStepThatDivergesWithTheDiff() async {
    let trace = await Self.recordedTrace()
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard(pointsPerGoal: 2) }
    let issues = Recorder<String>()
    await withKnownIssue {
      await store.replay(trace)
    } matching: { issue in
      issues.append(issue.message)
      return issue.message.hasPrefix(
        "Step 4 (Scoreboard.Action.scored(3)): The state after sending Scoreboard.Action.scored(3) is not what the test expected"
      ) && issue.message.contains(#"\.score: 13 → 16"#)
    }
    // The first divergence is the one failure: the replay stops there.
    #expect(issues.values.count == 1)
  }

  @Test func anEffectThatFeedsBackSomethingElseFailsAtItsStep() async {
    var trace = await Self.recordedTrace()
    trace.steps[1].action = .bonusLoaded(11)
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
    await withKnownIssue {
      await store.replay(trace)
    } matching: { issue in
      issue.message.hasPrefix("Step 2 (Scoreboard.Action.bonusLoaded(11)): ")
        && issue.message.contains("bonusLoaded(10)")
    }
  }

  @Test func aStoreThatStartsElsewhereThanTheTraceFailsBeforeTheFirstStep() async {
    let trace = await Self.recordedTrace()
    let store = TestStore(initialState: Scoreboard.State(score: 5)) { Scoreboard() }
    await withKnownIssue {
      await store.replay(trace)
    } matching: { issue in
      issue.message.hasPrefix("Before step 1: The trace starts from another state than this test store")
        && issue.message.contains(#"\.score: 0 → 5"#)
    }
    #expect(store.state.score == 5)
  }

  @Test func textThatIsNotATraceFailsWithItsLine() async {
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
    await withKnownIssue {
      await store.replay(jsonLines: "{\"format\":\"StateKit.ActionTrace\"}\n")
    } matching: { issue in
      issue.message.hasPrefix(
        "The trace cannot be replayed: its line 1: is not the header of an action trace")
        && issue.message.hasSuffix("Nothing was replayed.")
    }
  }

  @Test func aTraceOfAnotherFeatureFailsWithItsLine() async throws {
    let text = try await Self.recordedTrace().jsonLines()
    let store = TestStore(initialState: Scoreboard.Bonus.State()) { Scoreboard.Bonus() }
    await withKnownIssue {
      await store.replay(jsonLines: text)
    } matching: { issue in
      issue.message.hasPrefix(
        """
        The trace cannot be replayed: its line 1: records actions of StateKitTests.Scoreboard.Action, not \
        StateKitTests.Scoreboard.Bonus.Action
        """)
    }
  }

  @Test func anUndecodableStepFailsWithItsLine() async throws {
    var lines = try await Self.recordedTrace().jsonLines().split(separator: "\n").map(String.init)
    lines[4] = #"{"action":{"scored":{"_0":"three"}},"nanoseconds":0,"origin":"view","step":4}"#
    let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }
    await withKnownIssue {
      await store.replay(jsonLines: lines.joined(separator: "\n"))
    } matching: { issue in
      issue.message.hasPrefix(
        "The trace cannot be replayed: its line 5: cannot be decoded as a step of StateKitTests.Scoreboard.Action: at action.scored._0: "
      )
    }
    #expect(store.state == Scoreboard.State())
  }
}
