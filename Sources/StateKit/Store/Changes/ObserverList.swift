/// The one fan-out of StateKit: the observers of something that changes, told in the order they were
/// added. Every core has one (its ``CoreNode/changes``); a watched row has two (its ``RowEntry`` for the
/// observers of its stores, and the entry's ``RowEntry/cores``); a state's ``ElementWatchers`` keep their
/// watchers in one; every publisher relay has one (through its ``SubscriberList``).
///
/// An observer is told only that something changed; it reads what it needs itself. So the list is not
/// generic, and the code that calls it needs no specialization to be fast.
///
/// **Ownership, the one rule.** Every observer is held by its list and by the ``CancellationToken`` that
/// ``add(_:keepingAlive:)`` returns, and hears every change until that token is cancelled or released.
/// Cancelling the token drops the observer at once (or at the end of the running fan-out). Releasing the
/// token, on any thread, leaves the list the observer's only owner, which every fan-out checks first
/// (`isKnownUniquelyReferenced`) and skips: delivery stops at once; the token's ``ObserverRemoval`` then
/// drops the observer on the main actor. An observer never holds strongly whoever holds its token: a
/// core that observes another holds its token, and its link (a ``CoreLink``) reaches it weakly.
///
/// **Re-entrancy.** A callback may add and cancel observers of the list that is calling it: an observer
/// added during a fan-out is not told of the change being delivered, and removals wait for the fan-out's
/// end so that its indices stay valid. A list is never told of a change while it is delivering one: a
/// core's list is only notified while its root processes, and an action sent meanwhile waits in the
/// root's queue; a ``SubscriberList`` queues a value sent during a fan-out.
@MainActor
@usableFromInline
class ObserverList {
  // NB: The four properties marked so are accessed only on the main actor, and never across a call:
  // `notify` reads one observer at a time and calls it with no access in progress, so callbacks that add
  // or cancel observers can change the list. Their run-time exclusivity checks, paid on every change,
  // are off.
  /// The first observer, kept in the list itself: most lists have one. `nil` only while the list is
  /// empty.
  @exclusivity(unchecked) @usableFromInline final var first: Observer?
  /// The observers after the first, in the order they were added.
  @exclusivity(unchecked) @usableFromInline final var rest: ContiguousArray<Observer> = []
  /// How many observers are at the end of the change path, not links to derived stores: exact after a
  /// sweep, and never fewer than those alive in between.
  private(set) final var endObserverCount: Int32 = 0
  /// Whether a fan-out is running: removals wait for its end, so that its indices stay valid.
  @exclusivity(unchecked) @usableFromInline final var isNotifying = false
  /// Whether an observer's token was cancelled or released since the last sweep.
  @exclusivity(unchecked) @usableFromInline final var needsSweep = false

  /// A change of whether a list has observers, or observers at the end of the change path.
  enum ActivityChange {
    case firstObserver, lastObserverGone, firstEndObserver, lastEndObserverGone
  }

  @usableFromInline init() {}

  /// Whether any observer may be left: O(1). Released observers are swept at the end of a fan-out.
  @inlinable final var isActive: Bool { first != nil }

  /// How many observers the list holds, live or not yet swept: the `end` of a fan-out to all of them.
  @inlinable final var held: Int { first == nil ? 0 : rest.count + 1 }

  /// How many observers are alive.
  final var count: Int {
    // NB: Swept only if one is gone: a sweep makes a new array.
    if (0..<held).contains(where: isHeldAlone(at:)) { needsSweep = true }
    sweepIfNeeded()
    return held
  }

  /// Adds an observer that calls `callback` on every change from now on, until the token is cancelled
  /// or released.
  ///
  /// - Parameters:
  ///   - callback: What to call on every change, with the observer the list holds for it.
  ///   - linksStore: Whether the callback wakes a derived core (which counts itself when an instrument
  ///     measures the change) rather than an observer at the end of the change path.
  ///   - owner: What the token keeps alive until it is cancelled or released: the core that owns this
  ///     list, for a subscription whose callback does not hold the core itself.
  @usableFromInline
  final func add(
    _ callback: @escaping @MainActor (Observer) -> Void,
    linksStore: Bool = false,
    keepingAlive owner: CoreNode? = nil
  ) -> CancellationToken {
    add(CallbackObserver(callback, linksStore: linksStore), keepingAlive: owner)
  }

  /// Adds `core` as an observer, a link to a derived store: its ``CoreNode/dependencyDidChange()`` is
  /// called on every change from now on, until the token, which the core keeps, is cancelled or released.
  final func add(notifying core: CoreNode) -> CancellationToken {
    add(CoreLink(core), keepingAlive: nil)
  }

  /// Adds `observer`, told about every change from now on until the token is cancelled or released; the
  /// token keeps `owner` alive until then.
  @usableFromInline
  final func add(_ observer: Observer, keepingAlive owner: CoreNode?) -> CancellationToken {
    // NB: Released observers are dropped before the storage grows, so a list whose observers come and go
    // without a change in between (rows scrolling by) stays at most twice the size of its live ones.
    if first != nil, rest.count == rest.capacity {
      needsSweep = true
      sweepIfNeeded()
    }
    if first == nil {
      first = observer
      tell(.firstObserver)
    } else {
      rest.append(observer)
    }
    if !observer.linksStore {
      endObserverCount += 1
      if endObserverCount == 1 { tell(.firstEndObserver) }
    }
    // NB: The token is the observer's second owner: releasing the token is what the next fan-out sees.
    return CancellationToken(observer: observer, in: self, keepingAlive: owner)
  }

  /// Tells every observer, in the order they were added, that something changed, counting in `session`
  /// (while an instrument measures the change) every observer woken at the end of the change path; the
  /// derived cores this list links to count themselves.
  @inlinable
  final func notify(countingIn session: DebugSession? = nil) {
    notify(first: held, countingIn: session)
  }

  /// Tells the first `end` observers still live, in the order they were added, that something changed:
  /// those that were there when the change happened.
  @inlinable
  final func notify(first end: Int, countingIn session: DebugSession? = nil) {
    let wasNotifying = isNotifying
    isNotifying = true
    var index = 0
    while index < end {
      // NB: Only the list holds it: its token was released, maybe on another thread.
      if isHeldAlone(at: index) {
        needsSweep = true
      } else {
        // NB: Not retained for the call (see `withObject`): the list holds it, and only a sweep drops it
        // from the list, which waits for the end of the fan-out.
        withObject(Unmanaged.passUnretained(observer(at: index))) { observer in
          if let session, !observer.linksStore { Self.countWake(in: session) }
          observer.notify()
        }
      }
      index += 1
    }
    isNotifying = wasNotifying
    if needsSweep { sweepIfNeeded() }
  }

  /// Counts an observer at the end of the change path in `session`.
  @usableFromInline
  static func countWake(in session: DebugSession) {
    session.countObserverWake()
  }

  /// Runs `body`, which may notify several times, as one fan-out: no observer is dropped until it ends,
  /// so a count of observers taken inside stays a valid `end` for ``notify(first:countingIn:)``.
  final func asOneFanOut(_ body: () -> Void) {
    let wasNotifying = isNotifying
    isNotifying = true
    body()
    isNotifying = wasNotifying
    if needsSweep { sweepIfNeeded() }
  }

  /// Drops the observers whose tokens were cancelled or released: now, or at the end of the running
  /// fan-out.
  final func remove() {
    needsSweep = true
    sweepIfNeeded()
  }

  /// Drops the observers whose tokens were cancelled or released, unless a fan-out is running.
  @usableFromInline
  final func sweepIfNeeded() {
    guard needsSweep, !isNotifying else { return }
    needsSweep = false
    let wasActive = isActive
    var live: Observer?
    var liveRest = ContiguousArray<Observer>()
    var liveEndObservers: Int32 = 0
    for index in 0..<held where !isHeldAlone(at: index) {
      let observer = observer(at: index)
      if !observer.linksStore { liveEndObservers += 1 }
      if live == nil {
        live = observer
      } else {
        if liveRest.isEmpty { liveRest.reserveCapacity(held - index) }
        liveRest.append(observer)
      }
    }
    first = live
    rest = liveRest
    let hadEndObservers = endObserverCount > 0
    endObserverCount = liveEndObservers
    if hadEndObservers, endObserverCount == 0 { tell(.lastEndObserverGone) }
    if wasActive, !isActive { tell(.lastObserverGone) }
  }

  /// The observer at `index`, the order they were added in: ``first``, then ``rest``.
  @inlinable
  final func observer(at index: Int) -> Observer {
    index == 0 ? first.unsafelyUnwrapped : rest[index - 1]
  }

  /// Whether the list holds the observer at `index` alone: its token was cancelled or released.
  @inlinable
  final func isHeldAlone(at index: Int) -> Bool {
    index == 0 ? isKnownUniquelyReferenced(&first) : isKnownUniquelyReferenced(&rest[index - 1])
  }

  /// Tells whoever owns this list that it has its first observer, or lost its last one, and likewise for
  /// observers at the end of the change path: what a core's list (``CoreObserverList``) overrides.
  func tell(_ change: ActivityChange) {}
}

/// A core's ``ObserverList``: one that tells its core when its first observer comes and its last one goes,
/// and likewise for the observers at the end of the change path (how a derived core observes its parent
/// only while someone observes it, and compares its state only for them).
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
