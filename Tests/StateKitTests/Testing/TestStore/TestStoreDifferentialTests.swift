import StateKit
import StateKitTesting
import Testing

/// For the same reducer and the same sends, a test store sees exactly the steps a store does: every
/// action (sent, fed back by an effect, or a stack's pop a dismissal sent) in the same order, each with
/// the same state.
///
/// Each sequence runs on a `Store` that records every step with its state, waiting for each send's
/// effects; the trace is then replayed on a `TestStore`, which sends the sent steps, receives the others
/// and asserts every state exhaustively. Any difference fails the replay at the step that diverges.
///
/// Sizes: 1,000 sequences of 5 to 20 sends at full size; 150 under ThreadSanitizer; 10 under valgrind.
/// Sequence `i` runs from seed `0xD1FF_0000 + i`; set `STATEKIT_SEED` to replay one sequence alone.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct TestStoreDifferentialTests {
  @Test func aTestStoreRecordsTheStepsAStoreTakesForRandomSequences() async {
    let seeds =
      environmentSeed().map { [$0] }
      ?? (0..<UInt64(LoadScale.current.size(full: 1_000, threadSanitizer: 150, valgrind: 10))).map {
        0xD1FF_0000 + $0
      }
    var steps = 0
    var kinds: Set<String> = []
    for seed in seeds {
      var generator = SeededGenerator(seed: seed)
      let store = Store(initialState: Desk.State()) { Desk() }
      let recording = store.startRecording(states: .everyStep)
      for _ in 0..<Int.random(in: 5...20, using: &generator) {
        await store.send(.random(for: store.state, using: &generator)).finish()
      }
      recording.stop()
      let trace = recording.trace
      steps += trace.steps.count
      for step in trace.steps { kinds.insert(Self.kind(of: step)) }

      let testStore = TestStore(initialState: Desk.State()) { Desk() }
      await testStore.replay(trace)
      await testStore.finish()
    }
    print("TestStoreDifferentialTests: \(seeds.count) sequences, \(steps) steps, kinds \(kinds.sorted())")
    // The sequences reached every kind of step this test is about.
    if seeds.count >= 10 {
      #expect(
        kinds.isSuperset(of: [
          "sent", "fed back", "stack pop sent by a dismissal", "cancellation sent by the effect it cancels",
        ]))
    }
  }

  /// What kind of step `step` is, to check that the sequences cover every one.
  static func kind(of step: ActionTrace<Desk.State, Desk.Action>.Step) -> String {
    switch (step.origin, step.action) {
    case (.effect, .path(.popFrom)): "stack pop sent by a dismissal"
    case (.effect, .cancelFetch), (.effect, .path(.element(_, .stopLoading))):
      "cancellation sent by the effect it cancels"
    case (.effect, _): "fed back"
    default: "sent"
    }
  }
}
