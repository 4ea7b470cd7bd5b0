extension ValuePublishers {
  /// A publisher that delivers an upstream value only once the upstream has been quiet for a while.
  ///
  /// Created by ``ValuePublisher/debounce(for:clock:)``.
  public struct Debounce<Upstream: ValuePublisher, C: Clock<Duration>>: ValuePublisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output

    let upstream: Upstream
    let dueTime: Duration
    let clock: C

    /// Subscribes to the upstream publisher and delivers each value that no other follows within the due
    /// time.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let debouncer = Debouncer(dueTime: dueTime, clock: clock, receive: receive)
      // NB: The upstream subscription owns the debouncer, and the debouncer's deinit cancels its timer:
      // cancelling or releasing the token releases the subscription, which stops the pending delivery.
      return upstream.subscribe { debouncer.receive($0) }
    }
  }
}

extension ValuePublishers.Debounce: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Delivers a value only after `dueTime` has passed on `clock` without another value arriving.
  ///
  /// Each value restarts the wait; when it ends, the latest value is delivered on the main actor. The
  /// deadline is taken from `clock.now` when the value arrives, and a value whose deadline has passed when
  /// the next one arrives is delivered first, even if its timer has not run yet: what is delivered depends
  /// only on the clock. Use it for search fields:
  ///
  /// ```swift
  /// searchText.debounce(for: .milliseconds(300), clock: ContinuousClock())
  /// ```
  ///
  /// The wait is a `Task` that sleeps on `clock`; cancelling or releasing the token cancels it. In tests,
  /// pass a `TestClock` (from StateKitTesting) and advance it.
  ///
  /// - Parameters:
  ///   - dueTime: How long the upstream must be quiet before its latest value is delivered.
  ///   - clock: The clock to measure `dueTime` on.
  /// - Returns: A publisher of the values that were not followed by another within `dueTime`.
  public func debounce<C: Clock<Duration>>(for dueTime: Duration, clock: C)
    -> ValuePublishers.Debounce<Self, C>
  {
    ValuePublishers.Debounce(upstream: self, dueTime: dueTime, clock: clock)
  }
}

/// The state of one debounced subscription: the value waiting to be delivered and the timer that will
/// deliver it.
@MainActor
private final class Debouncer<Value, C: Clock<Duration>> {
  private struct Pending {
    var value: Value
    var deadline: C.Instant
    var id: UInt64
  }

  let dueTime: Duration
  let clock: C
  let deliver: @MainActor (Value) -> Void
  private var pending: Pending?
  private var nextID: UInt64 = 0
  private var timer: Task<Void, Never>?

  init(dueTime: Duration, clock: C, receive: @escaping @MainActor (Value) -> Void) {
    self.dueTime = dueTime
    self.clock = clock
    self.deliver = receive
  }

  deinit {
    timer?.cancel()
  }

  func receive(_ value: Value) {
    // NB: Decided by the clock, not by whether the timer has run yet: a value whose deadline has passed
    // was not followed in time, so it is delivered before the new one restarts the wait.
    if let pending, clock.now >= pending.deadline { fire(pending.id) }
    timer?.cancel()
    let id = nextID
    nextID += 1
    let deadline = clock.now.advanced(by: dueTime)
    pending = Pending(value: value, deadline: deadline, id: id)
    timer = Task { [weak self, clock] in
      do {
        // NB: A deadline the clock has already reached is due: the timer need not sleep (a test clock
        // suspends a sleep until `now` until its next advance).
        if clock.now < deadline { try await clock.sleep(until: deadline, tolerance: nil) }
      } catch {
        return
      }
      self?.fire(id)
    }
  }

  private func fire(_ id: UInt64) {
    guard let pending, pending.id == id else { return }
    self.pending = nil
    deliver(pending.value)
  }
}
