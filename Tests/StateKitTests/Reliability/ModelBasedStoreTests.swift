import StateKit
import StateKitTesting
import Testing

/// Random sequences of actions, observers, scoped and connected stores against a reference model of the
/// store: the pure reducer and a plain queue (see ``ModelRun``).
///
/// Sizes: 1,000 sequences of 50 to 250 steps at full size; 150 under ThreadSanitizer; 10 under valgrind.
/// Sequence `i` runs from seed `0x5EED_0000 + i`; set `STATEKIT_SEED` to replay one sequence alone.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ModelBasedStoreTests {
  @Test func randomSequencesProcessExactlyWhatThePureModelDoesAndEveryObserverSeesEveryChangeOnce() async {
    let seeds = Self.seeds()
    var steps = 0
    var actions = 0
    for seed in seeds {
      var sizing = SeededGenerator(seed: seed ^ 0xA5A5)
      let length = Int.random(in: 50...250, using: &sizing)
      let run = ModelRun(seed: seed)
      await run.run(steps: length)
      steps += length
      actions += run.log.processed.count
      if run.failed { break }
    }
    print("ModelBasedStoreTests: \(seeds.count) sequences, \(steps) steps, \(actions) actions processed")
  }

  /// The seeds of this run: one from `STATEKIT_SEED`, or a fixed series sized for the load scale.
  static func seeds() -> [UInt64] {
    if let seed = environmentSeed() { return [seed] }
    let count = LoadScale.current.size(full: 1_000, threadSanitizer: 150, valgrind: 10)
    return (0..<UInt64(count)).map { 0x5EED_0000 + $0 }
  }
}
