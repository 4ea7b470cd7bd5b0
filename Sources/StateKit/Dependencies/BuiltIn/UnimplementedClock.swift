/// The test value of the built-in clocks: a clock that fails the test when it is asked the time or slept
/// on, because the test did not set one.
///
/// A sleep throws `CancellationError`, which ends the effect that slept quietly, rather than waiting for
/// real time or not at all: the test has failed, and should not hang or spin on top of it.
struct UnimplementedClock: Clock {
  typealias Instant = ContinuousClock.Instant

  let failure: MissingTestValue

  var now: Instant {
    failure.report()
    return ContinuousClock.now
  }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    failure.report()
    throw CancellationError()
  }
}

extension UnimplementedClock {
  /// The test value of the clock dependency `name` (`continuousClock`), read through `key`: its failure
  /// tells the test to set a `TestClock`.
  init<Key: DependencyKey>(missing key: Key.Type, name: String) {
    self.init(
      failure: MissingTestValue.failure(
        key: key, name: #"\."# + name, usage: "used", override: "$0.\(name) = TestClock()"))
  }
}
