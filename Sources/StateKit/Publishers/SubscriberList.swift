/// The subscribers of one source of values: an ``ObserverList`` that also carries the value, and keeps
/// the values in order.
///
/// Relays and stores keep one. Subscribers follow the list's rules (a released or cancelled token stops
/// delivery at once, even in the middle of a fan-out), and two more about values:
/// - A subscriber added during a fan-out does not receive the value being delivered, nor any value sent
///   before it subscribed.
/// - A value sent from a callback during a fan-out is delivered after that fan-out ends, so every
///   subscriber sees the values in the same order.
///
/// `send` allocates nothing while no value is sent from a callback.
///
/// NB: Nothing on the path of `send` depends on `Value` but the value itself: the observers are not
/// generic, and each subscriber's callback reads the value from the list's one slot. The list is generic
/// code that the compiler does not specialize for the caller's types, and every generic type it touched
/// would cost a runtime metadata lookup per value and subscriber.
@MainActor
package final class SubscriberList<Value> {
  private let list = ObserverList()
  // NB: No property of the list is accessed across a call that could access it again (callbacks run
  // between accesses), so their run-time exclusivity checks, paid on every value, are off.
  @exclusivity(unchecked) private var isSending = false
  /// Values sent during a fan-out, each with how many subscribers there were when it was sent: the ones
  /// that receive it. No subscriber is dropped while values wait, so that count stays an index.
  @exclusivity(unchecked) private var queuedValues: [Value] = []
  @exclusivity(unchecked) private var queuedEnds: [Int] = []
  // NB: Mirrors `!queuedValues.isEmpty` without touching the generic array on every send.
  @exclusivity(unchecked) private var hasQueued = false
  /// Where the value being delivered lives during a fan-out: fan-outs never nest (a value sent during
  /// one is queued), so one slot serves them all.
  // NB: `nonisolated(unsafe)` only so that `deinit` can free it: it is used on the main actor otherwise,
  // and `deinit` runs when no other reference to the list exists. The callbacks that read it run only
  // from `deliver`, while the list is alive and the slot holds a value.
  nonisolated(unsafe) private let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  /// Creates an empty list.
  package init() {}

  deinit {
    slot.deallocate()
  }

  /// Adds a subscriber that receives every value sent from now on, until the token is cancelled or
  /// released.
  package func add(_ receive: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    let slot = self.slot
    return list.add { _ in receive(slot.pointee) }
  }

  /// Delivers `value` to every subscriber, in the order they subscribed.
  ///
  /// Called from a subscriber's callback, it queues `value` and returns: the value is delivered once the
  /// current fan-out ends.
  package func send(_ value: Value) {
    guard !isSending else {
      queuedValues.append(value)
      queuedEnds.append(list.held)
      hasQueued = true
      return
    }
    isSending = true
    defer { isSending = false }
    list.asOneFanOut {
      deliver(value, toFirst: list.held)
      if hasQueued { deliverQueued() }
    }
  }

  /// Whether no live subscriber is left.
  package var isEmpty: Bool {
    list.count == 0
  }

  /// How many live subscribers there are.
  package var count: Int {
    list.count
  }

  private func deliverQueued() {
    var index = 0
    // NB: Callbacks may queue more values while this loop runs; the count is read on every turn.
    while index < queuedValues.count {
      deliver(queuedValues[index], toFirst: queuedEnds[index])
      index += 1
    }
    queuedValues.removeAll()
    queuedEnds.removeAll()
    hasQueued = false
  }

  private func deliver(_ value: Value, toFirst end: Int) {
    slot.initialize(to: value)
    defer { slot.deinitialize(count: 1) }
    list.notify(first: end)
  }
}
