/// The one fan-out of StateKit: the observers of something that changes, told in the order they were
/// added: a core's ``CoreNode/changes``, a watched row's ``RowEntry`` (and its waking cores), a state's
/// ``ElementWatchers``, every publisher relay's ``SubscriberList``. An observer is told only that
/// something changed and reads what it needs, so the list is not generic.
///
/// **Ownership, the one rule.** Every observer is held by its list and by the ``CancellationToken`` that
/// ``add(_:keepingAlive:)`` returns, and hears every change until that token is cancelled or released.
/// Cancelling drops the observer at once (or at the end of the running fan-out). Releasing the token,
/// on any thread, leaves the list the observer's only owner, which every fan-out checks first and skips;
/// the token's ``ObserverRemoval`` then drops it on the main actor. An observer never holds strongly
/// whoever holds its token (a ``CoreLink`` reaches its core weakly).
///
/// **Re-entrancy.** A callback may add and cancel observers of the list calling it: one added during a
/// fan-out hears the next change. A list is never told of a change while it delivers one: actions sent
/// meanwhile wait in the root's queue, and a ``SubscriberList`` queues values.
@MainActor
@usableFromInline
class ObserverList {
  // NB: Accessed only on the main actor, never across a call (`notify` calls each observer with no
  // access in progress): its run-time exclusivity checks are off.
  @exclusivity(unchecked) @usableFromInline final var fanOut = FanOut()
  /// How many observers are at the end of the change path, not links: exact after a sweep, never fewer
  /// than those alive in between.
  private(set) final var endObserverCount: Int32 = 0

  /// The observers of an ``ObserverList``, in the order they were added, and where its fan-out stands.
  @usableFromInline
  struct FanOut {
    /// The first observer (most lists have one); `nil` only while the list is empty.
    @usableFromInline var first: Observer?
    @usableFromInline var rest: ContiguousArray<Observer> = []
    /// Whether a fan-out is running: removals wait for its end, so that its indices stay valid.
    @usableFromInline var isNotifying = false
    /// Whether a token was cancelled or released since the last sweep.
    @usableFromInline var needsSweep = false

    @usableFromInline init() {}
  }

  /// A change of whether a list has observers, or observers at the end of the change path.
  enum ActivityChange {
    case firstObserver, lastObserverGone, firstEndObserver, lastEndObserverGone
  }

  @usableFromInline init() {}

  /// Whether any observer may be left (released ones are swept at the end of a fan-out).
  @inlinable final var isActive: Bool { fanOut.first != nil }

  /// How many observers the list holds, live or not yet swept: the `end` of a fan-out to all of them.
  @inlinable final var held: Int { fanOut.first == nil ? 0 : fanOut.rest.count + 1 }

  /// How many observers are alive.
  final var count: Int {
    if (0..<held).contains(where: isHeldAlone(at:)) { remove() }
    return held
  }

  /// Adds an observer that calls `callback` (with itself): see ``add(_:keepingAlive:)``; `linksStore` if
  /// it wakes a derived core.
  @usableFromInline
  final func add(
    _ callback: @escaping @MainActor (Observer) -> Void,
    linksStore: Bool = false,
    keepingAlive owner: CoreNode? = nil
  ) -> CancellationToken {
    add(CallbackObserver(callback, linksStore: linksStore), keepingAlive: owner)
  }

  /// Adds a ``CoreLink`` to `core`, which keeps the token.
  final func add(notifying core: CoreNode) -> CancellationToken {
    add(CoreLink(core), keepingAlive: nil)
  }

  /// Adds `observer`, told about every change from now on until the token is cancelled or released; the
  /// token keeps `owner` alive until then.
  @usableFromInline
  final func add(_ observer: Observer, keepingAlive owner: CoreNode?) -> CancellationToken {
    // NB: Released observers are dropped before the storage grows: at most twice the live ones.
    if fanOut.first != nil, fanOut.rest.count == fanOut.rest.capacity { remove() }
    if fanOut.first == nil {
      fanOut.first = observer
      tell(.firstObserver)
    } else {
      fanOut.rest.append(observer)
    }
    if !observer.linksStore {
      endObserverCount += 1
      if endObserverCount == 1 { tell(.firstEndObserver) }
    }
    return CancellationToken(observer: observer, in: self, keepingAlive: owner)
  }

  /// Tells every observer, in the order they were added, that something changed, counting those at the
  /// end of the change path in `session` (derived cores count themselves).
  @inlinable
  final func notify(countingIn session: DebugSession? = nil) {
    notify(first: held, countingIn: session)
  }

  /// Tells the first `end` observers still live that something changed: those that were there when the
  /// change happened.
  @inlinable
  final func notify(first end: Int, countingIn session: DebugSession? = nil) {
    let wasNotifying = fanOut.isNotifying
    fanOut.isNotifying = true
    for index in 0..<end {
      // NB: Only the list holds it: its token was released, maybe on another thread.
      if isHeldAlone(at: index) {
        fanOut.needsSweep = true
        continue
      }
      // NB: Not retained for the call: the list holds it, and a sweep waits for the fan-out's end.
      withObject(Unmanaged.passUnretained(observer(at: index))) { observer in
        if let session, !observer.linksStore { session.countObserverWake() }
        observer.notify()
      }
    }
    fanOut.isNotifying = wasNotifying
    if fanOut.needsSweep { sweepIfNeeded() }
  }

  /// Runs `body`, which may notify several times, as one fan-out: no observer is dropped until it ends,
  /// so a count of observers taken inside stays a valid `end` for ``notify(first:countingIn:)``.
  final func asOneFanOut(_ body: () -> Void) {
    let wasNotifying = fanOut.isNotifying
    fanOut.isNotifying = true
    body()
    fanOut.isNotifying = wasNotifying
    if fanOut.needsSweep { sweepIfNeeded() }
  }

  /// Drops the observers whose tokens were cancelled or released, now or at the end of the running fan-out.
  final func remove() {
    fanOut.needsSweep = true
    sweepIfNeeded()
  }

  @usableFromInline
  final func sweepIfNeeded() {
    guard fanOut.needsSweep, !fanOut.isNotifying else { return }
    fanOut.needsSweep = false
    let wasActive = isActive
    let hadEndObservers = endObserverCount > 0
    var live = ContiguousArray<Observer>()
    for index in 0..<held where !isHeldAlone(at: index) { live.append(observer(at: index)) }
    endObserverCount = Int32(live.lazy.filter { !$0.linksStore }.count)
    fanOut.first = live.isEmpty ? nil : live.removeFirst()
    fanOut.rest = live
    if hadEndObservers, endObserverCount == 0 { tell(.lastEndObserverGone) }
    if wasActive, !isActive { tell(.lastObserverGone) }
  }

  @inlinable
  final func observer(at index: Int) -> Observer {
    index == 0 ? fanOut.first.unsafelyUnwrapped : fanOut.rest[index - 1]
  }

  /// Whether the list holds the observer at `index` alone: its token was cancelled or released.
  @inlinable
  final func isHeldAlone(at index: Int) -> Bool {
    index == 0 ? isKnownUniquelyReferenced(&fanOut.first) : isKnownUniquelyReferenced(&fanOut.rest[index - 1])
  }

  /// Tells whoever owns this list that it has its first observer, or lost its last one, and likewise for
  /// observers at the end of the change path: what a core's list (``CoreObserverList``) overrides.
  func tell(_ change: ActivityChange) {}
}

/// A core's ``ObserverList``: tells its core when its first observer comes and its last goes, and likewise
/// for observers at the end of the change path.
@MainActor
@usableFromInline
final class CoreObserverList: ObserverList {
  /// The core that owns this list, if it cares about its activity. Weak: a token's removal may sweep this
  /// list after the core's last release on another thread, before its deinit has run on the main actor.
  weak var activityObserver: CoreNode?

  override func tell(_ change: ActivityChange) {
    activityObserver?.observerActivityDidChange(change)
  }
}
