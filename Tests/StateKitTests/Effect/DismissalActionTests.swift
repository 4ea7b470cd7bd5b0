import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A dismissal that an `ifLet` or a `forEach` takes is the library's own action: queued with the store's
/// actions, reduced down the reducers to the one that owns the instance, and seen by a recording, by
/// `printChanges` and by a replay.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DismissalActionTests {
  typealias Trace = ActionTrace<Places.State, Places.Action>

  @Test func aRecordingListsThePlainIfLetChildsDismissal() {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: TestClock()) }
    let recording = store.startRecording(states: .everyStep)

    store.send(.sheet(.close))
    recording.stop()

    let trace = recording.trace
    #expect(trace.steps.map(\.action) == [.sheet(.close)])
    #expect(trace.steps.first?.state?.sheet == Ticker.State(id: 1))
    #expect(trace.dismissals.count == 1)
    let dismissal = trace.dismissals.first
    #expect(dismissal?.afterStep == 1)
    #expect(dismissal?.instance == #"\State.sheet"#)
    #expect(dismissal?.location == nil)
    #expect(dismissal?.state?.sheet == nil)
    #expect(store.sheet == nil)
  }

  @Test func aRecordingSaysWhereSendDismissWasCalled() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1)])) { Places(clock: clock) }
    let recording = store.startRecording(states: .none)

    let task = store.send(.row(id: 1, action: .closeLater))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await task.finish()
    recording.stop()

    #expect(store.rows.isEmpty)
    let dismissal = recording.trace.dismissals.first
    #expect(recording.trace.dismissals.count == 1)
    #expect(dismissal?.instance == #"\State.rows[id: 1]"#)
    #expect(dismissal?.location?.hasPrefix("StateKitTests/Navigation.swift:") == true)
    #expect(dismissal?.state == nil)
  }

  @Test func printChangesPrintsTheDismissalWithTheStateItChanged() {
    let output = Recorder<String>()
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) {
      Places(clock: TestClock()).printChanges(to: DebugOutput { output.append($0) })
    }

    store.send(.sheet(.close))

    #expect(output.values.count == 2)
    #expect(output.values.first?.hasPrefix("received Places.Action.sheet(") == true)
    let dismissal = output.values.last ?? ""
    #expect(dismissal.hasPrefix(#"received dismissal of \State.sheet"#))
    #expect(dismissal.contains(#"\.sheet"#))
    #expect(dismissal.contains("→ nil"))
  }

  @Test func aDismissalComesAfterTheDelegateActionSentBeforeIt() {
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1)])) { Places(clock: TestClock()) }
    let recording = store.startRecording(states: .everyStep)

    store.send(.row(id: 1, action: .save))
    recording.stop()

    let trace = recording.trace
    #expect(trace.steps.map(\.action) == [.row(id: 1, action: .save), .row(id: 1, action: .saved)])
    // The parent heard `.saved` while the row was still there; the dismissal came after it.
    #expect(trace.steps.last?.state?.rows[id: 1]?.saved == 1)
    #expect(trace.dismissals.map(\.afterStep) == [2])
    #expect(trace.dismissals.first?.state?.rows.isEmpty == true)
  }

  @Test func replayingARecordingWithADismissalEndsInTheSameState() async {
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: TestClock())
    }
    let recording = store.startRecording(states: .everyStep)
    store.send(.row(id: 1, action: .save))
    store.send(.row(id: 2, action: .close))
    store.send(.present(Ticker.State(id: 3)))
    store.send(.sheet(.close))
    recording.stop()
    let trace = recording.trace
    #expect(trace.dismissals.map(\.afterStep) == [2, 3, 5])

    let replay = TestStore(initialState: trace.initialState ?? Places.State()) { Places(clock: TestClock()) }
    await replay.replay(trace)

    #expect(replay.state == store.state)
    #expect(replay.state == trace.dismissals.last?.state)
  }

  @Test func replayingADismissalThatAnEffectSentOnItsOwnEndsInTheSameState() async {
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1)])) { Places(clock: TestClock()) }
    let recording = store.startRecording(states: .everyStep)
    // The row's effect sends `.saved`, then calls `send.dismiss()`: each arrives while the store is idle.
    await store.send(.row(id: 1, action: .saveAndClose)).finish()
    store.send(.addRow(Ticker.State(id: 2)))
    recording.stop()
    let trace = recording.trace
    #expect(
      trace.steps.map(\.action) == [
        .row(id: 1, action: .saveAndClose), .row(id: 1, action: .saved), .addRow(Ticker.State(id: 2)),
      ])
    #expect(trace.dismissals.map(\.afterStep) == [2])
    #expect(trace.dismissals.first?.followsAnAction == false)
    #expect(trace.dismissals.first?.location?.hasPrefix("StateKitTests/Navigation.swift:") == true)

    let replay = TestStore(initialState: trace.initialState ?? Places.State()) { Places(clock: TestClock()) }
    await replay.replay(trace)

    #expect(replay.state.rows.ids == [2])
    #expect(replay.state == store.state)
  }

  @Test func aDismissalAfterTheInstanceIsGoneDoesNothingAndIsNotRecorded() async {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: TestClock()) }
    let recording = store.startRecording(states: .everyStep)

    // The parent replaces the sheet in the action that tells it the child saved; the child's dismissal,
    // queued behind, finds its instance gone.
    _ = await withRuntimeWarnings {
      store.send(.sheet(.save))
    }
    recording.stop()

    #expect(store.sheet == Ticker.State(id: 2))
    #expect(recording.trace.dismissals.isEmpty)
  }

  @Test func aDismissalFindsItsInstanceThroughScopesOfTheSameFeature() {
    let store = Store(
      initialState: Twins.State(
        left: Places.State(sheet: Ticker.State(id: 1)), right: Places.State(sheet: Ticker.State(id: 1)))
    ) {
      Twins()
    }
    let recording = store.startRecording(states: .none)

    store.send(.right(.sheet(.close)))
    recording.stop()

    #expect(store.left.sheet == Ticker.State(id: 1))
    #expect(store.right.sheet == nil)
    #expect(recording.trace.dismissals.first?.instance == #"\State.right.sheet"#)
  }

  @Test func theEffectsOfAChildThatAnotherReducerRemovedAreCancelledThroughScopes() async {
    let clock = TestClock()
    let store = Store(
      initialState: Twins.State(left: Places.State(), right: Places.State(sheet: Ticker.State(id: 1)))
    ) {
      Twins(clock: clock)
    }
    store.send(.right(.sheet(.start)))
    await clock.waitForSleepers(1)

    // The parent of the `Scope`, not the `ifLet`, clears the sheet: the store finds out by asking down
    // the route whether the instance whose effects run is still there.
    store.send(.clearRight)

    #expect(store.right.sheet == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDismissalThatAHandWrittenReducerDoesNotRouteIsReported() async {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { OpaquePlaces() }

    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.close))
    }

    #expect(store.sheet == Ticker.State(id: 1))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("`Effect.dismiss`, returned by OpaquePlaces for sheet(") == true)
    #expect(warnings.first?.contains("dismissed nothing") == true)
  }

  @Test func anUnenclosedDismissalFromAHandWrittenMapStillWarns() async {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) {
      Reduce<Places.State, Places.Action> { state, action in
        guard case .sheet(let child) = action, state.sheet != nil else { return .none }
        return Ticker(clock: TestClock()).reduce(into: &state.sheet!, action: child).map(Places.Action.sheet)
      }
    }

    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.close))
    }

    #expect(store.sheet == Ticker.State(id: 1))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("no presentation encloses the feature that asked") == true)
  }
}

/// Two `Places` side by side, each in a `Scope`: a dismissal in one must not reach the other.
private struct Twins: Reducer {
  struct State: Equatable {
    var left: Places.State
    var right: Places.State
  }

  enum Action: Equatable {
    case left(Places.Action)
    case right(Places.Action)
    case clearRight

    var left: Places.Action? { if case .left(let action) = self { action } else { nil } }
    var right: Places.Action? { if case .right(let action) = self { action } else { nil } }
  }

  var clock = TestClock()

  var body: some Reducer<State, Action> {
    Scope(state: \.left, action: Action.left, extract: \.left) { Places(clock: clock) }
    Scope(state: \.right, action: Action.right, extract: \.right) { Places(clock: clock) }
    Reduce { state, action in
      if case .clearRight = action { state.right.sheet = nil }
      return .none
    }
  }
}

/// `Places` run by a hand-written `reduce(into:action:)`, which routes no dismissal to it.
private struct OpaquePlaces: Reducer {
  func reduce(into state: inout Places.State, action: Places.Action) -> Effect<Places.Action> {
    Places(clock: TestClock()).reduce(into: &state, action: action)
  }
}

/// A drawer with an optional panel, all `Codable`, to write a trace with a dismissal as JSON Lines.
private struct Drawer: Reducer {
  struct State: Equatable, Codable {
    var panel: Panel.State?
  }

  enum Action: Equatable, Codable {
    case panel(Panel.Action)
    case open

    var panel: Panel.Action? { if case .panel(let action) = self { action } else { nil } }
  }

  struct Panel: Reducer {
    struct State: Equatable, Codable { var title = "" }
    enum Action: Equatable, Codable { case close }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .dismiss
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .open = action { state.panel = Panel.State(title: "Notes") }
      return .none
    }
    .ifLet(\.panel, action: Action.panel, extract: \.panel) { Panel() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DismissalTraceJSONTests {
  @Test func aDismissalIsALineOfItsOwnAndReplaysFromJSONLines() async throws {
    let store = Store(initialState: Drawer.State()) { Drawer() }
    let recording = store.startRecording(states: .everyStep)
    store.send(.open)
    store.send(.panel(.close))
    recording.stop()

    let text = try recording.trace.jsonLines()
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.first?.contains(#""version":2"#) == true)
    #expect(
      lines.last?.contains(#""afterStep":2,"dismissal":"\\State.panel","followsAnAction":true"#) == true)

    let read = try ActionTrace<Drawer.State, Drawer.Action>(jsonLines: text)
    #expect(read.dismissals.map(\.afterStep) == [2])
    #expect(read.dismissals.first?.instance == #"\State.panel"#)
    #expect(read.dismissals.first?.state == Drawer.State())

    let replay = TestStore(initialState: Drawer.State()) { Drawer() }
    await replay.replay(jsonLines: text)
    #expect(replay.state == Drawer.State())
  }

  @Test func aTraceWithoutDismissalsIsStillVersion1() throws {
    let store = Store(initialState: Drawer.State()) { Drawer() }
    let recording = store.startRecording(states: .none)
    store.send(.open)
    recording.stop()

    #expect(try recording.trace.jsonLines().hasPrefix(#"{"actionType":"#))
    #expect(try recording.trace.jsonLines().contains(#""version":1}"#))
  }
}
