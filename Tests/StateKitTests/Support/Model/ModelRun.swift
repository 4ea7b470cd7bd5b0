import StateKit
import StateKitTesting
import Testing

/// One random sequence of the model-based test: a store running ``ModelFeature``, driven by a seeded
/// generator, beside a ``ModelReference`` that processes the same actions with the pure reducer.
///
/// Each step sends an action (to the root store, or through a scoped, connected, row or detail store),
/// attaches or drops an observer (a ``StoreProbe``), turns the echoing observer on or off, or lets the
/// effects run. After every send, the actions the store processed must be exactly the reference's, in
/// the same order, and the state must be the reference's; at the end, once every effect has finished,
/// the whole state must be the fold of the reducer over everything, every probe must have seen exactly
/// what it should, and the store must be freed.
@MainActor
final class ModelRun {
  typealias State = ModelFeature.State
  typealias Action = ModelFeature.Action

  /// What the store's reducer saw: every state (index = version) and every action, in order; and the
  /// versions the store told its observers about (once per send, so not every version).
  final class Log {
    var history = [State()]
    var processed: [Action] = []
    var told: [Int] = []

    /// The states an observer subscribed at version `since` is shown through `version`: the one it
    /// subscribed to, then each one told.
    func shown(since: Int, through version: Int) -> ArraySlice<State> {
      ArraySlice([history[since]] + told.filter { $0 > since && $0 <= version }.map { history[$0] })
    }
  }

  let seed: UInt64
  var random: SeededGenerator
  let log = Log()
  private(set) var store: Store<State, Action>?
  var reference = ModelReference()
  var probes: [any StoreProbe] = []
  var observationProbes: [ObservationProbe<ModelFeature.Counters>] = []
  var senders: [Sender] = []
  private var echo: CancellationToken?
  /// Records in the log each version the root store tells its observers about.
  private var toldVersions: CancellationToken?
  private var runs: [(serial: Int, count: Int, task: StoreTask)] = []
  /// The tasks of the `.echo` actions the echoing observer sent, in order; echo `n` has serial `-n`.
  private var echoTasks: [StoreTask] = []
  private var echoTasksFinished = 0
  var nextSerial = 0
  /// Sends to a store whose optional state was gone: each must be ignored with a warning.
  var expectedWarnings = 0
  var failed = false

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    store = Store(initialState: State()) { [log] in
      Reduce<State, Action> { state, action in
        let effect = ModelFeature().reduce(into: &state, action: action)
        log.history.append(state)
        log.processed.append(action)
        return effect
      }
    }
    toldVersions = store!.observeChanges { [log] _ in log.told.append(log.history.count - 1) }
  }

  var root: Store<State, Action> { store! }

  /// The version of the root state now.
  var version: Int { log.history.count - 1 }

  /// Runs `steps` random steps, then finishes every effect and checks everything.
  func run(steps: Int) async {
    let warnings = await withRuntimeWarnings {
      for _ in 0..<steps where !failed {
        await step()
      }
      await finish()
    }
    #expect(
      warnings.count == expectedWarnings && warnings.allSatisfy { $0.contains("is now nil") },
      "seed \(seed): \(warnings.count) warnings where \(expectedWarnings) were expected: \(warnings.prefix(3))"
    )
  }

  private func step() async {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40: send(randomAction(), to: "root") { root.send($0) }
    case 40..<60: sendThroughRandomSender()
    case 60..<70: addRandomProbe()
    case 70..<76: dropRandomProbe()
    case 76..<80: addRandomSender()
    case 80..<83: senders.removeRandomElement(using: &random)
    case 83..<86: toggleEcho()
    case 86..<96:
      for _ in 0..<Int.random(in: 1...3, using: &random) { await Task.yield() }
    default: await finishRandomRun()
    }
    for probe in observationProbes { probe.check(log: log, through: version) }
  }

  /// Sends `action` with `send`, and checks that the store processed exactly what the reference does.
  func send(_ action: Action, to name: String, with send: (Action) -> StoreTask) {
    let processedBefore = log.processed.count
    let task = send(action)
    let expected = reference.send(action, echoing: echo != nil)
    if case .run(let serial, let count, _) = action { runs.append((serial, count, task)) }
    let processed = log.processed[processedBefore...]
    check(
      Array(processed) == expected,
      "sending \(action) to the \(name) store processed \(processed.prefix(12)), expected \(expected.prefix(12))"
    )
    check(
      root.state.synchronousPart == reference.state.synchronousPart && root.state.version == version,
      "after sending \(action) to the \(name) store, the state differs from the pure fold"
    )
  }

  /// Records a failure, with the seed, if `condition` is false.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    failed = true
    Issue.record("seed 0x\(String(seed, radix: 16)): \(message())")
  }

  private func toggleEcho() {
    if echo == nil {
      let a = root.scope(state: \.counters.a, action: Action.counters)
      echo = a.observeChanges { [root, unowned self] a in
        guard a.isMultiple(of: 3) else { return }
        // NB: Sent while the store processes an action: queued, and its task waits for its effect.
        let task = root.send(.echo(a))
        echoTasks.append(task)
      }
    } else {
      echo = nil
    }
  }

  /// Waits for one `.run` effect, or the oldest echo's, then checks that all its results were processed.
  private func finishRandomRun() async {
    if echoTasksFinished < echoTasks.count, Bool.random(using: &random) {
      await echoTasks[echoTasksFinished].finish()
      echoTasksFinished += 1
      check(
        root.state.effectResults[-echoTasksFinished, default: 0] == ModelFeature.echoResultCount,
        "StoreTask.finish() of echo \(echoTasksFinished), sent by an observer, returned before its results"
      )
      return
    }
    guard !runs.isEmpty else { return }
    let run = runs.remove(at: Int.random(in: runs.indices, using: &random))
    await run.task.finish()
    check(
      root.state.effectResults[run.serial, default: 0] == run.count,
      "StoreTask.finish() returned before the \(run.count) results of effect \(run.serial) were processed"
    )
  }

  private func finish() async {
    for run in runs { await run.task.finish() }
    for task in echoTasks { await task.finish() }
    runs = []
    echoTasks = []
    echo = nil
    check(root.state == reference.stateAfterAllEffects(), "once every effect finished, the state differs")
    checkEffectResultsArrivedOnceInOrder()
    for probe in probes + observationProbes {
      if !probe.verify(log: log, through: version, seed: seed) { failed = true }
      probe.cancel()
    }
    probes = []
    observationProbes = []
    senders = []
    weak let weakStore = store
    store = nil
    check(weakStore == nil, "the root store outlived every reference to it")
  }

  private func checkEffectResultsArrivedOnceInOrder() {
    var indices: [Int: [Int]] = [:]
    for case .effectResult(let serial, let index) in log.processed {
      indices[serial, default: []].append(index)
    }
    for run in reference.runs where indices[run.serial, default: []] != Array(0..<run.count) {
      check(
        false, "effect \(run.serial) delivered \(indices[run.serial, default: []]), expected 0..<\(run.count)"
      )
    }
  }
}

extension Array {
  /// Removes a random element, if there is one.
  mutating func removeRandomElement(using random: inout some RandomNumberGenerator) {
    guard !isEmpty else { return }
    remove(at: Int.random(in: indices, using: &random))
  }
}
