/// One repetition of a workload: built before the clock starts, run while it runs, checked after it stops.
///
/// A fresh trial is made for every repetition, so that no repetition inherits the state, the stores or the
/// observers of the one before.
@MainActor
protocol Trial: AnyObject {
  /// Sends the workload's actions: the only part that is timed.
  func run() async

  /// Checks that the run did exactly what it should have, and fails loudly if not: a benchmark that
  /// measures the wrong thing fast is worse than none.
  ///
  /// - Returns: The observer callbacks fired during ``run()``, not counting the current value each
  ///   subscription delivers when it starts; `nil` for a workload without observers.
  func verify() throws(BenchmarkFailure) -> Int?

  /// The heap each of the trial's items (a row store, say) took when the trial was built, in bytes;
  /// `nil` for a trial that does not measure it.
  var bytesPerItem: Int? { get }
}

extension Trial {
  var bytesPerItem: Int? { nil }
}

/// A workload that did not do what it should have: a wrong final state, a missed or extra callback, a
/// loop the optimizer deleted. The run stops with exit status 1.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// What went wrong, naming what was expected and what was found.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Throws `BenchmarkFailure(message())` unless `condition` holds.
func check(
  _ condition: Bool,
  _ message: @autoclosure () -> String
) throws(BenchmarkFailure) {
  if !condition {
    throw BenchmarkFailure(message())
  }
}

/// Counts the callbacks of one observer, and keeps the last value it received.
@MainActor
final class CallbackTally<Value> {
  private(set) var count = 0
  private(set) var last: Value?

  /// Called by the observer for every value.
  func record(_ value: Value) {
    count += 1
    last = value
  }

  /// Forgets what was recorded so far: the current value delivered when the subscription started.
  func reset() {
    count = 0
    last = nil
  }
}
