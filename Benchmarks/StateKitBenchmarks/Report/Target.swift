/// A goal issue 6 sets for a workload's figures.
enum Target {
  /// The workload's median cost per action is at most `factor` times the named workload's.
  case ratio(atMost: Double, of: String)
  /// Observers are called exactly once per action: no change is missed, and nothing else is reported.
  case oneCallbackPerAction
  /// The workload's median cost per action is at most this many nanoseconds.
  case time(atMostNanoseconds: Double)
  /// The workload's median cost per action exceeds the named workload's by at most this many
  /// nanoseconds: the cost of what it adds to that workload.
  case extraTime(atMostNanoseconds: Double, over: String)
  /// Each of the workload's items (named `item`: "row store") takes at most this many bytes of heap.
  case memory(atMostBytes: Int, per: String)

  /// Checks `measurement` against this target; `others` holds the run's measurements by name.
  func check(_ measurement: Measurement, among others: [String: Measurement]) -> TargetCheck {
    let name = measurement.name
    switch self {
    case .ratio(let factor, let reference):
      let goal = factor == 1 ? "\(name) ≤ \(reference)" : "\(name) ≤ \(Format.factor(factor))× \(reference)"
      guard let other = others[reference] else {
        return TargetCheck(goal: goal, measured: nil, met: nil, note: "\(reference) not run")
      }
      let ratio = measurement.medianNanoseconds / other.medianNanoseconds
      return TargetCheck(goal: goal, measured: Format.ratio(ratio), met: ratio <= factor)
    case .oneCallbackPerAction:
      let goal = "\(name) callbacks = \(Format.grouped(measurement.actions))"
      let callbacks = measurement.callbacks ?? 0
      return TargetCheck(
        goal: goal,
        measured: Format.grouped(callbacks),
        met: callbacks == measurement.actions
      )
    case .time(let limit):
      let goal = "\(name) ≤ \(Format.limit(nanoseconds: limit))"
      let median = measurement.medianNanoseconds
      return TargetCheck(goal: goal, measured: Format.duration(nanoseconds: median), met: median <= limit)
    case .extraTime(let limit, let reference):
      let goal = "\(name) − \(reference) ≤ \(Format.limit(nanoseconds: limit))"
      guard let other = others[reference] else {
        return TargetCheck(goal: goal, measured: nil, met: nil, note: "\(reference) not run")
      }
      let extra = measurement.medianNanoseconds - other.medianNanoseconds
      return TargetCheck(goal: goal, measured: Format.nanoseconds(extra) + " ns", met: extra <= limit)
    case .memory(let limit, let item):
      let goal = "\(name) ≤ \(Format.grouped(limit)) bytes per \(item)"
      guard let bytes = measurement.bytesPerItem else {
        return TargetCheck(goal: goal, measured: nil, met: nil, note: "not measured on this platform")
      }
      return TargetCheck(goal: goal, measured: "\(Format.grouped(bytes)) bytes", met: bytes <= limit)
    }
  }
}

/// A target checked against one run: what it asks, what was measured, and whether it is met.
struct TargetCheck {
  /// The goal, naming the workloads: `W1 ≤ 10× W0`.
  let goal: String
  /// The figure the goal is about, formatted: `7.3×`; `nil` if it could not be computed.
  let measured: String?
  /// Whether the goal is met; `nil` if it could not be checked.
  let met: Bool?
  /// Why it could not be checked.
  var note: String? = nil

  /// The check in one line: `W1 ≤ 10× W0: 7.3× ✓`.
  var text: String {
    switch met {
    case true?: "\(goal): \(measured ?? "") ✓"
    case false?: "\(goal): \(measured ?? "") ✗"
    case nil: "\(goal): ? (\(note ?? "not checked"))"
    }
  }
}
