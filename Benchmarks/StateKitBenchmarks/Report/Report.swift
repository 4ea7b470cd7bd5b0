/// One run's results: each workload's figures, its ratio to W0 and its targets checked, the workloads
/// skipped, and the process's peak memory.
struct Report {
  /// One workload's line of the report.
  struct Entry {
    /// The workload's figures.
    let measurement: Measurement
    /// The workload's median cost per action over W0's, when the workload compares to it and W0 ran.
    let ratioToBareReducer: Double?
    /// The workload's targets, checked.
    let checks: [TargetCheck]
  }

  /// A workload that did not run, and why.
  struct Skipped {
    let name: String
    let reason: String
  }

  let scale: Scale
  let repetitions: Int
  let entries: [Entry]
  let skipped: [Skipped]
  /// The process's peak resident memory, at the end of the run.
  let peakMemory: PeakMemory?

  /// Checks every measured workload's targets against the run's figures.
  @MainActor
  init(
    scale: Scale,
    repetitions: Int,
    results: [(workload: Workload, measurement: Measurement)],
    skipped: [Skipped],
    peakMemory: PeakMemory?
  ) {
    let byName = Dictionary(uniqueKeysWithValues: results.map { ($0.measurement.name, $0.measurement) })
    let bareReducer = byName["W0"]
    self.scale = scale
    self.repetitions = repetitions
    self.skipped = skipped
    self.peakMemory = peakMemory
    self.entries = results.map { workload, measurement in
      Entry(
        measurement: measurement,
        ratioToBareReducer: workload.showsRatioToBareReducer
          ? bareReducer.map { measurement.medianNanoseconds / $0.medianNanoseconds } : nil,
        checks: workload.targets.map { $0.check(measurement, among: byName) }
      )
    }
  }

  /// Every target checked, in the table's order.
  var checks: [TargetCheck] {
    entries.flatMap(\.checks)
  }
}
