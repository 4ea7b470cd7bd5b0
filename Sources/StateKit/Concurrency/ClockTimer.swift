/// Ticks once per interval of a clock, for as long as it is iterated: what `clock.timer(interval:)` returns.
///
/// Each element is how long after the timer started a tick was due: `interval`, `2 × interval`, and so on.
/// Ticks are scheduled from the timer's start, not from the previous tick, so they do not drift: a loop
/// that falls behind gets the ticks it missed at once. The sequence ends when the task iterating it is
/// cancelled.
public struct ClockTimer<Duration: DurationProtocol>: AsyncSequence, Sendable {
  /// How long after the timer started a tick was due.
  public typealias Element = Duration

  private let clock: any Clock<Duration>
  private let interval: Duration
  private let tolerance: Duration?

  init(clock: any Clock<Duration>, interval: Duration, tolerance: Duration?) {
    precondition(
      interval > .zero,
      "clock.timer(interval: \(interval)): a timer needs an interval greater than zero; it would tick endlessly."
    )
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// Starts the timer: the first tick is due one interval after the first call to `next()`.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(ticks: Self.ticks(of: clock, interval: interval, tolerance: tolerance))
  }

  /// The ticks of `clock`, with its concrete type, so that they can sleep until its instants.
  private static func ticks<C: Clock>(
    of clock: C,
    interval: Duration,
    tolerance: Duration?
  ) -> any TickSchedule<Duration> where C.Duration == Duration {
    ClockTicks(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Sleeps until each tick is due.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var ticks: any TickSchedule<Duration>

    /// Sleeps until the next tick is due and returns how long after the start it was due, or returns
    /// `nil` once the task is cancelled.
    public mutating func next() async -> Duration? {
      await ticks.next()
    }
  }
}

/// The ticks of a timer, on a clock of a known type.
protocol TickSchedule<Duration>: Sendable {
  associatedtype Duration: DurationProtocol
  /// Sleeps until the next tick is due; `nil` once the sleep throws (the task was cancelled).
  mutating func next() async -> Duration?
}

/// The ticks of a timer on `C`.
private struct ClockTicks<C: Clock>: TickSchedule {
  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?
  /// When the timer started; `nil` until the first tick is asked for.
  var start: C.Instant?
  /// How long after the start the last tick was due.
  var elapsed = C.Duration.zero

  init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  mutating func next() async -> C.Duration? {
    let start = self.start ?? clock.now
    self.start = start
    let due = elapsed + interval
    do {
      try await clock.sleep(until: start.advanced(by: due), tolerance: tolerance)
    } catch {
      return nil
    }
    elapsed = due
    return due
  }
}
