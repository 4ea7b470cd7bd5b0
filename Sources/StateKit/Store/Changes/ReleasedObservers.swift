/// Observers whose tokens were released without being cancelled, waiting to be removed from their relays
/// on the main actor.
///
/// A token can be released on any thread, where it cannot touch its relay. Its relay stops calling the
/// observer at the next fan-out on its own; this queue makes sure the observer (and what its callback
/// captured) also goes when the relay never notifies again. One task drains every observer released
/// since the last drain, so releasing ten thousand tokens schedules one task, not ten thousand.
final class ReleasedObservers: Sendable {
  /// An observer and the relay it was added to.
  private struct Entry: Sendable {
    // NB: Weak: the relay must stay the observer's only owner, which is how its next fan-out knows to
    // skip it at once. Either may be gone by the drain.
    weak var observer: ChangeObserver?
    weak var relay: ChangeRelay?
  }

  private struct Queue {
    var entries: [Entry] = []
    var isDrainScheduled = false
  }

  /// The one queue of the process.
  static let shared = ReleasedObservers()

  private let queue = LockedState(Queue())

  /// Removes `observer` from `relay` soon, on the main actor. Callable from any thread.
  func remove(_ observer: ChangeObserver, from relay: ChangeRelay?) {
    let schedulesDrain = queue.withLock { queue in
      queue.entries.append(Entry(observer: observer, relay: relay))
      defer { queue.isDrainScheduled = true }
      return !queue.isDrainScheduled
    }
    guard schedulesDrain else { return }
    Task { @MainActor in self.drain() }
  }

  @MainActor
  private func drain() {
    let entries = queue.withLock { queue in
      queue.isDrainScheduled = false
      defer { queue.entries = [] }
      return queue.entries
    }
    for entry in entries {
      guard let observer = entry.observer else { continue }
      if let relay = entry.relay {
        relay.remove(observer)
      } else {
        observer.callback = nil
      }
    }
  }
}
