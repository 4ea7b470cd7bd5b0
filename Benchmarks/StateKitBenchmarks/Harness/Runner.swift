/// Runs workloads round-robin: every workload's warm-up, then the first timed repetition of each, then the
/// second, and so on, each repetition on a fresh trial and each checked.
///
/// NB: Round-robin rather than one workload after another, because the machines these runs share drift
/// between faster and slower spells lasting from milliseconds to seconds: a workload run whole often fell
/// within one spell, and a ratio of two workloads compared a fast spell with a slow one (W3s 0.92× to
/// 1.77× W3 over runs of the same code). Spread over the whole run, each workload's median is taken from
/// the same spells as every other's.
@MainActor
struct Runner {
  /// Timed repetitions per workload, after the warm-up.
  let repetitions: Int

  /// Runs the trials of `workloads`, each a workload of trials with its actions and its trials' maker,
  /// round-robin, and returns their timings in the same order. `afterWarmUp` is called after each
  /// workload's warm-up.
  ///
  /// Only ``Trial/run()`` is timed, with `ContinuousClock`: building a trial and checking it are not.
  /// Every repetition, the warm-up included, is checked, and all of a workload's must fire the same
  /// number of callbacks.
  func measure(
    _ workloads: [(workload: Workload, actions: Int, makeTrial: @MainActor () -> any Trial)],
    afterWarmUp: (Workload) -> Void
  ) async throws(BenchmarkFailure) -> [Measurement] {
    var runs = workloads.map {
      WorkloadRun(workload: $0.workload, actions: $0.actions, makeTrial: $0.makeTrial)
    }
    for repetition in 0...repetitions {
      for index in runs.indices {
        try await runs[index].repeatOnce(repetition)
        if repetition == 0 { afterWarmUp(runs[index].workload) }
      }
    }
    var measurements: [Measurement] = []
    for run in runs {
      measurements.append(try run.measurement())
    }
    return measurements
  }
}

/// One workload's repetitions so far, as ``Runner`` takes them.
@MainActor
private struct WorkloadRun {
  let workload: Workload
  let actions: Int
  let makeTrial: @MainActor () -> any Trial
  private let clock = ContinuousClock()
  private var samples: [Duration] = []
  private var callbacks: [Int?] = []
  private var bytesPerItem: Int?

  init(workload: Workload, actions: Int, makeTrial: @escaping @MainActor () -> any Trial) {
    self.workload = workload
    self.actions = actions
    self.makeTrial = makeTrial
  }

  /// Builds, runs and checks one trial: the warm-up for repetition 0, whose time is not kept.
  mutating func repeatOnce(_ repetition: Int) async throws(BenchmarkFailure) {
    let trial = makeTrial()
    // NB: The warm-up's figure: the first trial is built on a heap that no earlier trial of this
    // workload left free memory in.
    if repetition == 0 { bytesPerItem = trial.bytesPerItem }
    let start = clock.now
    measuredRunStarts()
    await measuredRun(trial)
    measuredRunEnded()
    let elapsed = start.duration(to: clock.now)
    do {
      callbacks.append(try trial.verify())
    } catch {
      let which = repetition == 0 ? "the warm-up" : "repetition \(repetition)"
      throw BenchmarkFailure("\(workload.name), \(which): \(error.description)")
    }
    if repetition > 0 {
      samples.append(elapsed)
    }
  }

  /// The timings of the repetitions run, once every repetition has run.
  func measurement() throws(BenchmarkFailure) -> Measurement {
    try check(
      Set(callbacks.map { $0 ?? -1 }).count == 1,
      "\(workload.name): repetitions fired different numbers of callbacks: \(callbacks)"
    )
    let measurement = Measurement(
      name: workload.name,
      actions: actions,
      samples: samples,
      callbacks: callbacks[0],
      bytesPerItem: bytesPerItem
    )
    try check(
      measurement.medianNanoseconds >= workload.plausibleMinimumNanoseconds,
      """
      \(workload.name): \(measurement.medianNanoseconds) ns per action is below the plausible minimum \
      of \(workload.plausibleMinimumNanoseconds) ns: the optimizer must have deleted or folded the loop
      """
    )
    return measurement
  }
}

/// Runs `trial`: the one place the timed work happens.
@MainActor
@inline(never)
func measuredRun(_ trial: any Trial) async {
  await trial.run()
}

/// Called just before ``measuredRun(_:)``: where `Scripts/instructions.sh` has callgrind start counting
/// afresh (`--zero-before`).
///
/// NB: Marks of their own, in synchronous functions, because callgrind cannot follow an `async` function:
/// it sees its first entry only, and loses its return across the task switch.
@MainActor
@inline(never)
func measuredRunStarts() {
  measuredRunsStarted &+= 1
}

/// Called as soon as ``measuredRun(_:)`` returns: where `Scripts/instructions.sh` has callgrind write what
/// it counted (`--dump-before`).
@MainActor
@inline(never)
func measuredRunEnded() {
  measuredRunsEnded &+= 1
}

// NB: The side effects that keep the calls to the two marks, which the optimizer deletes from a function
// that does nothing, `@inline(never)` or not. Two counters, so that the two functions' code differs and
// the linker does not fold them into one.
@MainActor
private var measuredRunsStarted = 0
@MainActor
private var measuredRunsEnded = 0
