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
/// The relay holds each observer until the ``CancellationToken`` that ``add(_:)`` returned is cancelled
/// or released, with no weak reference on the way of a change: a released token leaves the relay the
/// observer's only owner, which the next fan-out sees (`isKnownUniquelyReferenced`, an atomic read of
/// the reference count, safe from any thread) and skips. So cancelling or releasing a token stops
/// delivery at once, even in the middle of a fan-out and from any thread; a released token's
/// cancellation then runs on the main actor and frees the callback, and what it captured. An observer
/// added during a fan-out is not told about the change being delivered.
///
/// An observer's callback should not hold the core it observes strongly: that would keep the core alive
/// until the token goes. It holds it weakly, or the token keeps the core alive instead.
@MainActor
@usableFromInline
final class ChangeRelay {
  // NB: Accessed only on the main actor, and never across a call: `notify` reads one element at a time
  // and calls the callback with no access in progress, so callbacks that add or cancel observers can
  // change the array. The run-time exclusivity checks, paid on every change, are off.
  @exclusivity(unchecked) @usableFromInline var observers: ContiguousArray<ChangeObserver> = []
  /// Whether a fan-out is running: removals wait for its end, so that its indices stay valid.
  @exclusivity(unchecked) @usableFromInline var isNotifying = false
  /// Whether an observer was cancelled or released since the last sweep.
  @exclusivity(unchecked) @usableFromInline var needsSweep = false
  /// Told `true` when the first observer is added and `false` when the last one is gone: how a derived
  /// core observes its parent only while someone observes it.
  var onActivityChange: (@MainActor (_ isActive: Bool) -> Void)?

  @usableFromInline init() {}

  /// Whether any observer may be left: O(1). Released observers are swept at the end of a fan-out.
  @inlinable var isActive: Bool { !observers.isEmpty }

  /// How many observers are alive.
  var count: Int {
    sweepIfNeeded()
    return observers.count
  }

  /// Adds an observer told about every change from now on, until the token is cancelled or released.
  ///
  /// - Parameters:
  ///   - callback: What to call on every change.
  ///   - linksStore: Whether the callback wakes a derived core (which counts itself when an instrument
  ///     measures the change) rather than an observer at the end of the change path.
  @usableFromInline
  func add(_ callback: @escaping @MainActor () -> Void, linksStore: Bool = false) -> CancellationToken {
    let observer = ChangeObserver(callback, linksStore: linksStore)
    observers.append(observer)
    if observers.count == 1 { onActivityChange?(true) }
    // NB: Two references to the observer: the relay's, and the token's. Releasing the token drops the
    // second at once, which the next fan-out sees; the released token also hands the observer to
    // `ReleasedObservers`, which soon removes it on the main actor, so that its callback (and what it
    // captured) goes even if this core never changes again.
    return CancellationToken(
      releasingIsEnough: false,
      onRelease: { [weak self] in ReleasedObservers.shared.remove(observer, from: self) },
      onCancel: { [weak self] in self?.remove(observer) }
    )
  }

  /// Tells every observer, in the order they were added, that the state changed.
  @inlinable
  func notify() {
    isNotifying = true
    // NB: Observers added by a callback are past `end`: they hear about the next change.
    let end = observers.count
    var index = 0
    while index < end {
      // NB: Only the relay holds it: its token was released, maybe on another thread.
      if isKnownUniquelyReferenced(&observers[index]) {
        needsSweep = true
      } else if let callback = observers[index].callback {
        callback()
      }
      index += 1
    }
    isNotifying = false
    if needsSweep { sweepIfNeeded() }
  }

  /// Stops telling `observer`, now or at the end of the running fan-out.
  func remove(_ observer: ChangeObserver) {
    observer.callback = nil
    needsSweep = true
    sweepIfNeeded()
  }

  /// Drops the observers whose tokens were cancelled or released, unless a fan-out is running.
  @usableFromInline
  func sweepIfNeeded() {
    guard needsSweep, !isNotifying else { return }
    needsSweep = false
    let wasActive = isActive
    var live = ContiguousArray<ChangeObserver>()
    live.reserveCapacity(observers.count)
    for index in observers.indices
    where observers[index].callback != nil && !isKnownUniquelyReferenced(&observers[index]) {
      live.append(observers[index])
    }
    observers = live
    if wasActive, observers.isEmpty { onActivityChange?(false) }
  }
}

/// An observer's callback; `nil` once its token is cancelled.
@MainActor
@usableFromInline
final class ChangeObserver {
  // NB: Written only by its token's cancellation, on the main actor, never while the relay is reading it
  // (a read is immediately followed by the call), so the run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline var callback: (@MainActor () -> Void)?
  /// Whether the callback wakes a derived core rather than an observer at the end of the change path.
  let linksStore: Bool

  init(_ callback: @escaping @MainActor () -> Void, linksStore: Bool) {
    self.callback = callback
    self.linksStore = linksStore
  }
}
