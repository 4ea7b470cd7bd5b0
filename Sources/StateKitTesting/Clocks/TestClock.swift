import StateKit

/// A clock whose time moves only when the test says so, so code that sleeps can be tested without waiting.
///
/// A task that sleeps on the clock stays suspended until the test advances the clock to the sleep's
/// deadline:
///
/// ```swift
/// let clock = TestClock()
/// let relay = PassthroughRelay<String>()
/// var results = relay.debounce(for: .seconds(1), clock: clock).values.makeAsyncIterator()
///
/// relay.send("sw")
/// relay.send("swift")
/// await clock.advance(by: .seconds(1))
/// await results.next()  // "swift"
/// ```
///
/// With a ``TestStore``, ``advance(by:)`` returns once the effects it woke have run until they ended or
/// sleep again, so the test receives what they sent right after it, with no ``waitForSleepers(_:)``.
/// Other work it resumes runs concurrently: after advancing, await the outcome you expect (a value), and
/// never count `Task.yield()`s.
///
/// Every copy of a reference to the clock shares its time; the clock is safe to use from any task.
public final class TestClock: Clock, Sendable {
  let state: LockedState<State>

  /// Creates a clock that starts at `now`.
  public init(now: Instant = .zero) {
    state = LockedState(State(now: now))
  }

  /// The current instant. It only moves when the clock is advanced.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest step the clock can measure: any duration, since the test moves it by hand.
  public var minimumResolution: Duration {
    .zero
  }

  /// How many tasks are sleeping on the clock, waiting for it to reach their deadlines.
  public var sleeperCount: Int {
    state.withLock { $0.sleepingCount }
  }

  /// Suspends until the clock is advanced to `deadline` or past it.
  ///
  /// Returns at once if `deadline` is before ``now``. In an effect of a ``TestStore``, a deadline equal to
  /// ``now`` (a zero-length sleep) suspends until the next advance, even by zero, as in swift-clocks, so a
  /// feature can hold work in flight; elsewhere it returns at once, since work that no test store runs may
  /// reach its sleep only after the advance that made it due.
  /// If the calling task is cancelled while it sleeps,
  /// the sleep ends at once with `CancellationError` and no longer counts in ``sleeperCount``.
  ///
  /// - Parameters:
  ///   - deadline: The instant to sleep until.
  ///   - tolerance: Ignored: the test decides exactly when time passes.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let effect = EffectLedger.currentEffect
    let registration = state.withLock { state in
      // NB: A deadline equal to now suspends only an effect of a test store, which reaches its sleep
      // within the step that started it. Other work (a debounce's timer on the main actor) may reach its
      // sleep only after the advance that made the deadline due, and must not wait for the next one.
      deadline > state.now || (deadline == state.now && effect != nil)
        ? state.register(deadline: deadline, effect: effect) : nil
    }
    guard let id = registration else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, waiters) = state.withLock { $0.suspend(id, of: self, continuation) }
        for waiter in waiters { waiter.resume() }
        outcome.resume(continuation)
      }
    } onCancel: {
      state.withLock { $0.cancel(id, of: self) }?.resume(throwing: CancellationError())
    }
  }

  /// Suspends until at least `count` tasks are sleeping on the clock.
  ///
  /// Use it before advancing when the test must know that the work it started has reached its sleep:
  /// work that is not sleeping yet when the clock moves sees the new ``now`` and sleeps until a later
  /// deadline than intended. Returns at once if `count` tasks are already sleeping, and when the
  /// waiting task is cancelled.
  ///
  /// A task counts once it is suspended in its sleep, so the next advance that reaches its deadline
  /// wakes it; a loop that sleeps again after each wake is counted again only once it has done its work
  /// and sleeps again.
  public func waitForSleepers(_ count: Int = 1) async {
    let id = state.withLock { $0.makeWaiterID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isSatisfied = state.withLock { $0.addWaiter(id, count: count, continuation) }
        if isSatisfied { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.removeWaiter(id) }?.resume()
    }
  }
}
