import StateKit

/// A clock whose `sleep` returns at once, moving the clock's `now` to the deadline.
///
/// Use it when a feature waits on a clock but the test does not care how long: a debounce, a retry
/// delay, an animation. Every sleep still checks for cancellation, so a cancelled task stops as it would
/// on a real clock.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))  // returns at once
/// clock.now  // TestClock.Instant(5.0 seconds)
/// ```
///
/// Copies share one `now`: it is a reference to shared state, not a value.
public struct ImmediateClock: Clock, Sendable {
  /// A moment on the clock: the same type as a ``TestClock``'s, an offset from zero.
  public typealias Instant = TestClock.Instant

  private let current: LockedState<Instant>

  /// Creates a clock that starts at `now`.
  public init(now: Instant = .zero) {
    current = LockedState(now)
  }

  /// The current instant: where the latest sleep's deadline moved it.
  public var now: Instant {
    current.withLock { $0 }
  }

  /// The smallest step the clock can measure: any duration, since it never really waits.
  public var minimumResolution: Duration {
    .zero
  }

  /// Returns at once, moving ``now`` forward to `deadline` if it is later.
  ///
  /// - Throws: `CancellationError` if the calling task is cancelled; `now` does not move then.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = max(now, deadline) }
  }
}
