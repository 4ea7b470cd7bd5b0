/// Runs a workload: one warm-up repetition, then the timed ones, each on a fresh trial and each checked.
@MainActor
struct Runner {
  /// Timed repetitions per workload, after the warm-up.
  let repetitions: Int

  /// Runs `workload`'s trials and returns their timings.
  ///
  /// Only ``Trial/run()`` is timed, with `ContinuousClock`: building a trial and checking it are not.
  /// Every repetition, the warm-up included, is checked, and all must fire the same number of callbacks.
  func measure(
    _ workload: Workload,
    actions: Int,
    makeTrial: @MainActor () -> any Trial
  ) async throws(BenchmarkFailure) -> Measurement {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    var callbacks: [Int?] = []
    var bytesPerItem: Int?
    for repetition in 0...repetitions {
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
