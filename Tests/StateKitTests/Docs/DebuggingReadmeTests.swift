import Foundation
import StateKit
import StateKitTesting
import Testing

/// The README's Debugging section (recording, replaying and instruments), verbatim but for the namespace
/// and the test scaffolding: if this stops compiling or passing, the README is wrong.
enum DebuggingReadme {
  /// The quick start's counter, with `Codable` added to its `State` and `Action`, as the section says.
  struct Counter: Reducer {
    struct State: Equatable, Codable {
      var count = 0
      var fact: String?
    }

    enum Action: Equatable, Codable, Sendable {
      case incrementTapped
      case decrementTapped
      case factTapped
      case factLoaded(String)
    }

    @Dependency(\.numberFact) var numberFact

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .factTapped:
        return .run { [count = state.count] send in
          await send(.factLoaded(try await numberFact(count)))
        }
      case .factLoaded(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DebuggingReadmeTests {
  typealias Counter = DebuggingReadme.Counter

  /// The README's recording, verbatim: the trace it leaves.
  func recordedTrace() async -> ActionTrace<Counter.State, Counter.Action> {
    await withDependencies {
      $0.context = .live  // the app's values, as the section shows them
    } operation: {
      let store = Store(initialState: Counter.State()) {
        Counter()
      }
      let recording = store.startRecording(states: .everyStep)  // or .none (the default), .every(10)
      store.send(.incrementTapped)
      await store.send(.factTapped).finish()
      recording.stop()
      #expect(recording.trace.steps.map(\.origin) == [.view, .view, .effect(startedBy: .factTapped)])
      return recording.trace
    }
  }

  @Test func recordingAStore() async {
    let trace = await recordedTrace()
    #expect(trace.steps.map(\.action) == [.incrementTapped, .factTapped, .factLoaded("1 is a good number.")])
  }

  @Test func writingAndReadingATrace() async throws {
    let recording = await recordedTrace()
    let text = try recording.jsonLines()
    let trace = try ActionTrace<Counter.State, Counter.Action>(jsonLines: text)
    #expect(trace == recording)

    // The README's lines, but for the module and the times.
    let readme = """
      {"actionType":"MyApp.Counter.Action","format":"StateKit.ActionTrace","initialState":{"count":0},"stateType":"MyApp.Counter.State","version":1}
      {"action":{"incrementTapped":{}},"nanoseconds":2104,"origin":"view","state":{"count":1},"step":1}
      {"action":{"factTapped":{}},"nanoseconds":31877,"origin":"view","state":{"count":1},"step":2}
      {"action":{"factLoaded":{"_0":"1 is a good number."}},"nanoseconds":402315,"origin":"effect","startedBy":{"factTapped":{}},"state":{"count":1,"fact":"1 is a good number."},"step":3}
      """
    #expect(normalized(text) == normalized(readme + "\n"))
  }

  func normalized(_ text: String) -> String {
    text
      .replacingOccurrences(of: "StateKitTests.DebuggingReadme.", with: "MyApp.")
      .split(separator: "\n")
      .map { line in
        guard let range = line.range(of: #""nanoseconds":"#),
          let end = line[range.upperBound...].firstIndex(of: ",")
        else { return String(line) }
        return line[..<range.upperBound] + "N" + line[end...]
      }
      .joined(separator: "\n")
  }

  @Test func replayingARecordedSession() async throws {
    let recordedSession = try await recordedTrace().jsonLines()
    let trace = try ActionTrace<Counter.State, Counter.Action>(jsonLines: recordedSession)
    let store = TestStore(initialState: trace.initialState ?? Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact = { "\($0) is a good number." }
    }
    await store.replay(trace)
    #expect(store.state == trace.steps.last?.state)
  }

  @Test func aReplayThatDivergesSaysWhichStep() async {
    var trace = await recordedTrace()
    trace.initialState = nil
    // A store one ahead of the recording: the first step makes 2 where the trace kept 1.
    let store = TestStore(initialState: Counter.State(count: 1)) {
      Counter()
    } withDependencies: {
      $0.numberFact = { "\($0) is a good number." }
    }
    await withKnownIssue {
      await store.replay(trace)
    } matching: { issue in
      let message = issue.message.replacingOccurrences(of: "DebuggingReadme.", with: "")
      return message.hasPrefix(
        """
        Step 1 (Counter.Action.incrementTapped): The state after sending Counter.Action.incrementTapped is not \
        what the test expected.
        """)
        && message.contains("Key paths that differ (expected → actual):\n  \\.count: 1 → 2")
    }
  }

  @Test func profilingAStore() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    let profile = ActionProfile<Counter.Action>()
    store.instrument = profile.instrument  // or your own: StoreInstrument { cost in … }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    let table = profile.table().split(separator: "\n")
    #expect(table.first == "Action kind      Count  Total (ms)  Median (µs)  Observers  Stores")
    #expect(table.dropFirst().first?.hasPrefix("incrementTapped      2       ") == true)
    #expect(table.dropFirst().first?.hasSuffix("          0       0") == true)
    store.instrument = nil
    #expect(store.instrument == nil)
  }
}
