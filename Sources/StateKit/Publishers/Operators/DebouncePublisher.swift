/// A publisher that delivers an upstream value only once the upstream has been quiet for a while.
///
/// Created by ``ValuePublisher/debounce(for:clock:)``.
public struct DebouncePublisher<Upstream: ValuePublisher, C: Clock<Duration>>: ValuePublisher {
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

extension DebouncePublisher: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Delivers a value only after `dueTime` has passed on `clock` without another value arriving.
  ///
  /// Each value restarts the wait; when it ends, the latest value is delivered on the main actor. The
  /// deadline is taken from `clock.now` when the value arrives. Use it for search fields:
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
  public func debounce<C: Clock<Duration>>(for dueTime: Duration, clock: C) -> DebouncePublisher<Self, C> {
    DebouncePublisher(upstream: self, dueTime: dueTime, clock: clock)
  }
}

/// The state of one debounced subscription: the value waiting to be delivered and the timer that will
/// deliver it.
@MainActor
private final class Debouncer<Value, C: Clock<Duration>> {
  let dueTime: Duration
  let clock: C
  let deliver: @MainActor (Value) -> Void
  private var pending: Value?
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
    timer?.cancel()
    pending = value
    let deadline = clock.now.advanced(by: dueTime)
    timer = Task { [weak self, clock] in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      // NB: A value that arrived while this task waited for the main actor cancelled it.
      guard !Task.isCancelled, let self else { return }
      self.fire()
    }
  }

  private func fire() {
    timer = nil
    guard let value = pending else { return }
    pending = nil
    deliver(value)
  }
}
