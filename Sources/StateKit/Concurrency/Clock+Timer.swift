extension Clock {
  /// A timer that ticks once per `interval` of this clock, for as long as it is iterated.
  ///
  /// ```swift
  /// case .startTimer:
  ///   return .run { send in
  ///     for await _ in clock.timer(interval: .seconds(1)) {
  ///       await send(.timerTicked)
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// It waits with the clock's `sleep(until:tolerance:)`, so it ticks as a test clock says: with a
  /// `TestClock`, each `advance(by:)` of one interval is one tick; with an `ImmediateClock`, ticks come at
  /// once, one after the other. It works on `any Clock<Duration>`, what `@Dependency(\.continuousClock)`
  /// gives. Each element is how long after the start a tick was due (see ``ClockTimer``). Cancelling the
  /// task that iterates it ends it.
  ///
  /// - Parameters:
  ///   - interval: The time between two ticks; more than zero.
  ///   - tolerance: How late the clock may wake for a tick, to save energy; `nil` for its default.
  /// - Returns: The ticks, as an asynchronous sequence.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer<Duration> {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}
