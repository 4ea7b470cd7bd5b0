/// The one fan-out of the change path: every core has one, and everything that reacts to a change (a
/// derived core, a publisher's subscription, Observation, a connector) is an observer in the relay of the
/// core it reads.
///
/// A relay carries no value: an observer that is told "this core changed" reads the core's state. So the
/// relay is not generic, and the code that calls it needs no specialization to be fast.
///
/// Re-entrancy has one rule, kept by the root core rather than here: every notification runs while the
/// root is processing, so an action an observer sends waits in the root's queue until every observer of
/// the current change has been told. A relay is therefore never notified while it is notifying.
///
/// Each observer's callback is owned by the ``CancellationToken`` that ``add(_:)`` returns; the relay
/// holds it weakly, so releasing the token stops delivery at once from any thread, and cancelling it
/// stops delivery even in the middle of a fan-out. An observer added during a fan-out is not told about
/// the change being delivered.
@MainActor
@usableFromInline
final class ChangeRelay {
  // NB: No property is accessed across a call that could access it again: `notify` iterates a copy of
  // `entries`, and callbacks that add or remove observers change the original. So the run-time
  // exclusivity check, paid on every change, is off.
  @exclusivity(unchecked) @usableFromInline var entries: ContiguousArray<ChangeObserverEntry> = []
  /// Told `true` when the first observer is added and `false` when the last one is gone: how a derived
  /// core subscribes to its parent only while someone observes it.
  var onActivityChange: (@MainActor (_ isActive: Bool) -> Void)?

  @usableFromInline init() {}

  /// Whether any observer may be left: O(1). Released observers are swept on the next ``notify()``.
  @inlinable var isActive: Bool { !entries.isEmpty }

  /// Adds an observer told about every change from now on, until the token is cancelled or released.
  @usableFromInline
  func add(_ callback: @escaping @MainActor () -> Void) -> CancellationToken {
    let observer = ChangeObserver(callback)
    let wasActive = isActive
    entries.append(ChangeObserverEntry(observer: observer))
    if !wasActive { onActivityChange?(true) }
    // NB: The token's closure is the only strong reference to `observer`.
    return CancellationToken(releasingIsEnough: true) { [weak self] in
      observer.callback = nil
      self?.remove(observer)
    }
  }

  /// Tells every observer, in the order they were added, that the state changed.
  @inlinable
  func notify() {
    let snapshot = entries
    let sawReleased = snapshot.withUnsafeBufferPointer { observers in
      var sawReleased = false
      for index in observers.indices {
        // NB: Read in place: copying an entry copies and destroys its weak reference.
        guard let observer = observers[index].observer, let callback = observer.callback else {
          sawReleased = true
          continue
        }
        callback()
      }
      return sawReleased
    }
    if sawReleased { sweep() }
  }

  /// How many observers are alive.
  var count: Int {
    entries.reduce(0) { $1.observer?.callback == nil ? $0 : $0 + 1 }
  }

  private func remove(_ observer: ChangeObserver) {
    guard let index = entries.firstIndex(where: { $0.observer === observer }) else { return }
    entries.remove(at: index)
    if entries.isEmpty { onActivityChange?(false) }
  }

  @usableFromInline
  func sweep() {
    guard isActive else { return }
    entries.removeAll { $0.observer?.callback == nil }
    if entries.isEmpty { onActivityChange?(false) }
  }
}

/// A relay's reference to one observer: weak, so that releasing the observer's token is enough to stop it.
@usableFromInline
struct ChangeObserverEntry {
  @usableFromInline weak var observer: ChangeObserver?

  @usableFromInline init(observer: ChangeObserver) {
    self.observer = observer
  }
}

/// An observer's callback, owned by its token; `nil` once the token is cancelled.
@MainActor
@usableFromInline
final class ChangeObserver {
  // NB: Written only by its token's cancellation, on the main actor, never while the relay is reading it
  // (a read is immediately followed by the call), so the run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline var callback: (@MainActor () -> Void)?

  init(_ callback: @escaping @MainActor () -> Void) {
    self.callback = callback
  }
}
