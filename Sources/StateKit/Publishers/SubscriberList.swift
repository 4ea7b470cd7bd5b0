/// The subscribers of one source, and the fan-out that delivers each value to them in order.
///
/// Relays and stores keep one. Each subscriber's callback is owned by the ``CancellationToken`` that
/// ``add(_:)`` returns; the list holds it weakly. So:
/// - Releasing the token stops delivery at once, from any thread, with no hop to the main actor: the
///   entry's callback is simply gone, and the dead entry is dropped on a later ``send(_:)`` or ``add(_:)``.
/// - Cancelling the token stops delivery at once, even when another subscriber's callback cancels it in
///   the middle of a fan-out, and removes the entry.
/// - A subscriber added during a fan-out does not receive the value being delivered, nor any value sent
///   before it subscribed.
/// - A value sent from a callback during a fan-out is delivered after that fan-out ends, so every
///   subscriber sees the values in the same order.
///
/// `send` allocates nothing: it iterates the entries it had when the fan-out started (a callback that
/// adds or removes a subscriber copies the array; the fan-out keeps reading the original).
///
/// NB: Nothing on the path of `send` depends on `Value` but the value itself: entries and subscribers are
/// not generic, and each subscriber's callback reads the value through a pointer. The list is generic
/// code that the compiler does not specialize for the caller's types, and every generic type it touched
/// would cost a runtime metadata lookup per value and subscriber.
@MainActor
package final class SubscriberList<Value> {
  // NB: Entries are appended with growing `id` and `since`, so both are sorted. No property of the list
  // is accessed across a call that could access it again (callbacks run on a snapshot), so their
  // run-time exclusivity checks, paid on every value, are off.
  @exclusivity(unchecked) private var entries: ContiguousArray<SubscriberEntry> = []
  @exclusivity(unchecked) private var nextID: UInt64 = 0
  @exclusivity(unchecked) private var sentCount: UInt64 = 0
  @exclusivity(unchecked) private var isSending = false
  /// Values sent during a fan-out, and their numbers, waiting for it to end.
  @exclusivity(unchecked) private var queuedValues: [Value] = []
  @exclusivity(unchecked) private var queuedNumbers: [UInt64] = []
  // NB: Mirrors `!queuedValues.isEmpty` without touching the generic array on every send.
  @exclusivity(unchecked) private var hasQueued = false
  /// Where the value being delivered lives during a fan-out: fan-outs never nest (a value sent during
  /// one is queued), so one slot serves them all.
  // NB: `nonisolated(unsafe)` only so that `deinit` can free it: it is used on the main actor otherwise,
  // and `deinit` runs when no other reference to the list exists.
  nonisolated(unsafe) private let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  /// Creates an empty list.
  package init() {}

  deinit {
    slot.deallocate()
  }

  /// Adds a subscriber that receives every value sent from now on, until the token is cancelled or
  /// released.
  package func add(_ receive: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    if entries.count > 0, entries.count == entries.capacity { removeReleasedEntries() }
    let subscriber = Subscriber { receive($0.assumingMemoryBound(to: Value.self).pointee) }
    let id = nextID
    nextID += 1
    entries.append(SubscriberEntry(id: id, since: sentCount, subscriber: subscriber))
    // NB: The token's closure is the only strong reference to `subscriber`.
    return CancellationToken(releasingIsEnough: true) { [weak self] in
      subscriber.receive = nil
      self?.remove(id)
    }
  }

  /// Delivers `value` to every subscriber, in the order they subscribed.
  ///
  /// Called from a subscriber's callback, it queues `value` and returns: the value is delivered once the
  /// current fan-out ends.
  package func send(_ value: Value) {
    sentCount += 1
    guard !isSending else {
      queuedValues.append(value)
      queuedNumbers.append(sentCount)
      hasQueued = true
      return
    }
    isSending = true
    defer { isSending = false }
    deliver(value, number: sentCount)
    if hasQueued { deliverQueued() }
  }

  /// Whether no live subscriber is left.
  package var isEmpty: Bool {
    !entries.contains { $0.subscriber != nil }
  }

  /// How many live subscribers there are.
  package var count: Int {
    entries.reduce(0) { count, entry in entry.subscriber == nil ? count : count + 1 }
  }

  // MARK: - Fan-out

  private func deliver(_ value: Value, number: UInt64) {
    slot.initialize(to: value)
    defer { slot.deinitialize(count: 1) }
    deliver(UnsafeRawPointer(slot), number: number)
  }

  private func deliver(_ value: UnsafeRawPointer, number: UInt64) {
    let snapshot = entries
    var sawReleased = false
    for index in snapshot.indices {
      // NB: Read the fields in place: copying an entry copies and destroys its weak reference.
      guard snapshot[index].since < number else { break }
      guard let subscriber = snapshot[index].subscriber else {
        sawReleased = true
        continue
      }
      subscriber.receive?(value)
    }
    if sawReleased { removeReleasedEntries() }
  }

  private func deliverQueued() {
    var index = 0
    // NB: Callbacks may queue more values while this loop runs; the count is read on every turn.
    while index < queuedValues.count {
      deliver(queuedValues[index], number: queuedNumbers[index])
      index += 1
    }
    queuedValues.removeAll(keepingCapacity: false)
    queuedNumbers.removeAll(keepingCapacity: false)
    hasQueued = false
  }

  // MARK: - Removal

  private func remove(_ id: UInt64) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    if low < entries.count, entries[low].id == id {
      entries.remove(at: low)
    }
  }

  private func removeReleasedEntries() {
    entries.removeAll { $0.subscriber == nil }
  }
}

/// A subscriber of a ``SubscriberList``, in the order it subscribed.
private struct SubscriberEntry {
  let id: UInt64
  /// How many values had been sent when the subscriber was added: it receives only later ones.
  let since: UInt64
  weak var subscriber: Subscriber?
}

/// A subscriber's callback, owned by its token and referenced weakly by its list. The callback reads the
/// value from a pointer that is valid only during the call.
@MainActor
private final class Subscriber {
  var receive: (@MainActor (UnsafeRawPointer) -> Void)?

  init(_ receive: @escaping @MainActor (UnsafeRawPointer) -> Void) {
    self.receive = receive
  }
}
