/// The subscribers of one source of values: an ``ObserverList`` that also carries the value, and keeps
/// the values in order.
///
/// Relays and stores keep one. Subscribers follow the list's rules (a released or cancelled token stops
/// delivery at once, even in the middle of a fan-out), and two more about values:
/// - A subscriber added during a fan-out does not receive the value being delivered, nor any value sent
///   before it subscribed.
/// - A value sent from a callback during a fan-out is delivered after that fan-out ends, so every
///   subscriber sees the values in the same order.
@MainActor
package final class SubscriberList<Value> {
  private let list = ObserverList()
  /// Whether a fan-out is running: a value sent meanwhile waits in ``queued``.
  private var isSending = false
  /// Values sent during a fan-out, each with how many subscribers there were when it was sent: the ones
  /// that receive it. No subscriber is dropped while values wait, so that count stays an index.
  private var queued: [(value: Value, end: Int)] = []
  /// The value being delivered, which each subscriber's observer reads: fan-outs never nest (a value
  /// sent during one is queued), so one slot serves them all.
  private let slot = ValueSlot<Value>()

  /// Creates an empty list.
  package init() {}

  /// Adds a subscriber that receives every value sent from now on, until the token is cancelled or
  /// released.
  package func add(_ receive: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    let slot = self.slot
    return list.add { _ in
      if let value = slot.value { receive(value) }
    }
  }

  /// Delivers `value` to every subscriber, in the order they subscribed.
  ///
  /// Called from a subscriber's callback, it queues `value` and returns: the value is delivered once the
  /// current fan-out ends.
  package func send(_ value: Value) {
    guard !isSending else {
      queued.append((value, list.held))
      return
    }
    isSending = true
    defer { isSending = false }
    list.asOneFanOut {
      deliver(value, toFirst: list.held)
      var index = 0
      // NB: Callbacks may queue more values while this loop runs; the count is read on every turn.
      while index < queued.count {
        deliver(queued[index].value, toFirst: queued[index].end)
        index += 1
      }
      queued.removeAll()
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

  private func deliver(_ value: Value, toFirst end: Int) {
    slot.value = value
    defer { slot.value = nil }
    list.notify(first: end)
  }
}

/// The value a ``SubscriberList`` is delivering.
@MainActor
private final class ValueSlot<Value> {
  var value: Value?
}
