/// The timings of one workload's repetitions, and the callbacks each fired.
struct Measurement {
  /// The workload's name.
  let name: String
  /// Actions (or test steps) sent per repetition.
  let actions: Int
  /// The time each repetition took, in order.
  let samples: [Duration]
  /// The observer callbacks one repetition fired, or `nil` without observers.
  let callbacks: Int?
  /// The heap each of the trial's items took, in bytes, for a workload that measures it.
  var bytesPerItem: Int? = nil

  /// The median repetition's cost per action, in nanoseconds.
  var medianNanoseconds: Double {
    let sorted = perAction.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest repetition's cost per action, in nanoseconds.
  var minimumNanoseconds: Double { perAction.min() ?? .nan }

  /// The slowest repetition's cost per action, in nanoseconds.
  var maximumNanoseconds: Double { perAction.max() ?? .nan }

  private var perAction: [Double] {
    samples.map { $0.nanoseconds / Double(actions) }
  }
}

extension Duration {
  /// The duration in nanoseconds, as a `Double`.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
