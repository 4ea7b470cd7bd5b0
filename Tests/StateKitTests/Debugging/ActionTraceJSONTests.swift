import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ActionTraceJSONTests {
  typealias Trace = ActionTrace<Scoreboard.State, Scoreboard.Action>

  /// One step of each origin, with a state kept on the second.
  static let trace = Trace(
    initialState: Scoreboard.State(),
    steps: [
      .init(number: 1, action: .scored(2), origin: .view, time: .nanoseconds(1500)),
      .init(
        number: 2, action: .announced, origin: .effect(startedBy: .scored(2)), time: .nanoseconds(2000),
        state: Scoreboard.State(score: 2, announcements: 1)),
      .init(
        number: 3, action: .bonus(.doubled), origin: .child(store: "Scoreboard.Bonus.State"),
        time: .nanoseconds(3000)),
    ]
  )

  @Test func aTraceIsWrittenOneStepALineWithSortedKeys() throws {
    let lines = try Self.trace.jsonLines().split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"actionType":"StateKitTests.Scoreboard.Action","format":"StateKit.ActionTrace","initialState":{"announcements":0,"bonus":{"multiplier":1},"score":0},"stateType":"StateKitTests.Scoreboard.State","version":1}"#,
        #"{"action":{"scored":{"_0":2}},"nanoseconds":1500,"origin":"view","step":1}"#,
        #"{"action":{"announced":{}},"nanoseconds":2000,"origin":"effect","startedBy":{"scored":{"_0":2}},"state":{"announcements":1,"bonus":{"multiplier":1},"score":2},"step":2}"#,
        #"{"action":{"bonus":{"_0":{"doubled":{}}}},"nanoseconds":3000,"origin":"child","step":3,"store":"Scoreboard.Bonus.State"}"#,
      ])
  }

  @Test func aTraceRoundTripsThroughJSONLines() throws {
    #expect(try Trace(jsonLines: Self.trace.jsonLines()) == Self.trace)
  }

  @Test func aRecordedTraceRoundTripsThroughJSONLines() async throws {
    let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
    let recording = store.startRecording(states: .everyStep)
    store.send(.scored(3))
    await store.send(.fetchBonus).finish()
    store.scope(state: \.bonus, action: Scoreboard.Action.bonus).send(.doubled)
    store.send(.reset)
    #expect(try Trace(jsonLines: recording.trace.jsonLines()) == recording.trace)
  }

  @Test func aTraceOfActionsOnlyLeavesTheStatesOut() throws {
    let actionsOnly = try ActionTrace<NotCodable, Scoreboard.Action>(
      initialState: NotCodable(),
      steps: [.init(number: 1, action: .announced, origin: .view, state: NotCodable())]
    ).jsonLines()
    #expect(
      actionsOnly.split(separator: "\n") == [
        #"{"actionType":"StateKitTests.Scoreboard.Action","format":"StateKit.ActionTrace","version":1}"#,
        #"{"action":{"announced":{}},"nanoseconds":0,"origin":"view","step":1}"#,
      ])
    // A trace with states read without them: the states are ignored.
    let read = try ActionTrace<NotCodable, Scoreboard.Action>(jsonLines: Self.trace.jsonLines())
    #expect(read.steps.map(\.action) == Self.trace.steps.map(\.action))
    #expect(read.steps.allSatisfy { $0.state == nil })
    #expect(read.initialState == nil)
  }

  @Test func aTraceOfAnotherFeatureIsRejectedAtItsHeader() throws {
    let text = try Self.trace.jsonLines()
    #expect(throws: ActionTraceError.self) {
      try ActionTrace<Scoreboard.Bonus.State, Scoreboard.Bonus.Action>(jsonLines: text)
    }
    do {
      _ = try ActionTrace<Scoreboard.Bonus.State, Scoreboard.Bonus.Action>(jsonLines: text)
    } catch {
      #expect(error.line == 1)
      #expect(
        error.description
          == """
          line 1: records actions of StateKitTests.Scoreboard.Action, not StateKitTests.Scoreboard.Bonus.Action: \
          it was recorded from another feature. Read it as that feature's trace, and replay it with a store \
          of that feature.
          """)
    }
  }

  @Test func aLineThatDoesNotDecodeIsNamedWithWhatIsWrong() throws {
    var lines = try Self.trace.jsonLines().split(separator: "\n").map(String.init)
    lines[2] = #"{"action":{"kicked":{}},"nanoseconds":0,"origin":"view","step":2}"#
    let error = #expect(throws: ActionTraceError.self) { try Trace(jsonLines: lines.joined(separator: "\n")) }
    #expect(error?.line == 3)
    #expect(
      error?.description.hasPrefix(
        "line 3: cannot be decoded as a step of StateKitTests.Scoreboard.Action: at action: ") == true)
  }

  @Test func textThatIsNotATraceIsRejectedAtTheFirstLine() {
    let notATrace = #expect(throws: ActionTraceError.self) { try Trace(jsonLines: "hello\n") }
    #expect(notATrace?.line == 1)
    #expect(notATrace?.description.hasPrefix("line 1: is not the header of an action trace") == true)
    let empty = #expect(throws: ActionTraceError.self) { try Trace(jsonLines: "\n\n") }
    #expect(empty?.description == "line 1: is empty: an action trace starts with its header line")
    let foreign = #expect(throws: ActionTraceError.self) {
      try Trace(jsonLines: #"{"actionType":"X","format":"Other","version":1}"#)
    }
    #expect(
      foreign?.description
        == #"line 1: has format "Other", not "StateKit.ActionTrace": this is not an action trace"#)
  }

  @Test func aStepOutOfOrderOrWithAnUnknownOriginIsRejected() throws {
    var lines = try Self.trace.jsonLines().split(separator: "\n").map(String.init)
    lines.remove(at: 2)
    let missing = #expect(throws: ActionTraceError.self) {
      try Trace(jsonLines: lines.joined(separator: "\n"))
    }
    #expect(missing?.description == "line 3: is step 3, but step 2 comes next: a step is missing")
    lines[1] = #"{"action":{"announced":{}},"nanoseconds":0,"origin":"timer","step":1}"#
    let origin = #expect(throws: ActionTraceError.self) {
      try Trace(jsonLines: lines.joined(separator: "\n"))
    }
    #expect(origin?.description == #"line 2: has origin "timer"; an origin is "view", "effect" or "child""#)
  }
}

/// A state that cannot be written: a trace of it is written and read without states.
struct NotCodable: Equatable {}
