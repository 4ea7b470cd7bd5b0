extension ValuePublishers {
  /// A publisher that delivers at most one upstream value per interval.
  ///
  /// Created by ``ValuePublisher/throttle(for:clock:latest:)``, which describes exactly what is delivered
  /// when.
  public struct Throttle<Upstream: ValuePublisher, C: Clock<Duration>>: ValuePublisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output

    let upstream: Upstream
    let interval: Duration
    let clock: C
    let latest: Bool

    /// Subscribes to the upstream publisher and delivers at most one of its values per interval.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let throttler = Throttler(interval: interval, clock: clock, latest: latest, receive: receive)
      // NB: The upstream subscription owns the throttler, and the throttler's deinit cancels its timer:
      // cancelling or releasing the token releases the subscription, which stops the pending delivery.
      return upstream.subscribe { throttler.receive($0) }
    }
  }
}

extension ValuePublishers.Throttle: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Delivers at most one value per `interval` measured on `clock`.
  ///
  /// Exactly:
  /// - A value that arrives while no interval is running is delivered at once, and starts an interval.
  /// - Values that arrive during an interval are held back: the latest of them if `latest` is `true`,
  ///   the first of them if it is `false`.
  /// - When the interval ends, the held value, if any, is delivered and the next interval starts right
  ///   away (at the instant the previous one ended). If no value was held, nothing is delivered and the
  ///   next value is delivered at once again.
  /// - Intervals are measured by `clock.now` when each value arrives, not by when the timer's task runs:
  ///   a value that arrives after an interval's end is treated as arriving after it, even if the timer has
  ///   not run yet.
  ///
  /// ```swift
  /// scrollOffset.throttle(for: .milliseconds(100), clock: ContinuousClock(), latest: true)
  /// ```
  ///
  /// The interval is a `Task` that sleeps on `clock`; cancelling or releasing the token cancels it. In
  /// tests, pass a `TestClock` (from StateKitTesting) and advance it.
  ///
  /// - Parameters:
  ///   - interval: The shortest time between two delivered values.
  ///   - clock: The clock to measure `interval` on.
  ///   - latest: Whether to deliver the latest value received during an interval (`true`) or the first.
  /// - Returns: A publisher of at most one value per interval.
  public func throttle<C: Clock<Duration>>(
    for interval: Duration,
    clock: C,
    latest: Bool
  ) -> ValuePublishers.Throttle<Self, C> {
    ValuePublishers.Throttle(upstream: self, interval: interval, clock: clock, latest: latest)
  }
}

/// The state of one throttled subscription: the running interval and the value held for its end.
@MainActor
private final class Throttler<Value, C: Clock<Duration>> {
  let interval: Duration
  let clock: C
  let keepsLatest: Bool
  let deliver: @MainActor (Value) -> Void
  private var held: Value?
  /// When the running interval ends; `nil` when none runs and the next value can be delivered at once.
  private var intervalEnd: C.Instant?
  private var timer: Task<Void, Never>?

  init(interval: Duration, clock: C, latest: Bool, receive: @escaping @MainActor (Value) -> Void) {
    self.interval = interval
    self.clock = clock
    self.keepsLatest = latest
    self.deliver = receive
  }

  deinit {
    timer?.cancel()
  }

  func receive(_ value: Value) {
    // NB: Decided by the clock, not by whether the timer has run yet, so what happens to a value depends
    // only on when it arrives.
    while let end = intervalEnd, clock.now >= end { endInterval(at: end) }
    guard intervalEnd == nil else {
      if keepsLatest || held == nil { held = value }
      return
    }
    // NB: The interval starts before delivery, so a value sent from `deliver` is held, not delivered.
    startInterval(at: clock.now)
    deliver(value)
  }

  private func startInterval(at start: C.Instant) {
    let end = start.advanced(by: interval)
    intervalEnd = end
    timer?.cancel()
    timer = Task { [weak self, clock] in
      do {
        // NB: A deadline the clock has already reached is due: the timer need not sleep (a test clock
        // suspends a sleep until `now` until its next advance).
        if clock.now < end { try await clock.sleep(until: end, tolerance: nil) }
      } catch {
        return
      }
      guard let self, self.intervalEnd == end else { return }
      self.endInterval(at: end)
    }
  }

  private func endInterval(at end: C.Instant) {
    intervalEnd = nil
    guard let value = held else { return }
    held = nil
    startInterval(at: end)
    deliver(value)
  }
}
