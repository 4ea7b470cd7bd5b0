/// The one fan-out of StateKit: the observers of something that changes, told in the order they were
/// added. Every core has one (its ``CoreNode/changes``), every watched row has one (its ``RowEntry``, for
/// the observers of all its stores), and every publisher relay has one (through its ``SubscriberList``).
/// (A watched row's cores are linked more lightly: see ``RowObserver``.)
///
/// An observer is told only that something changed; it reads what it needs itself. So the list is not
/// generic, and the code that calls it needs no specialization to be fast.
///
/// **Ownership.** The list and the ``CancellationToken`` that ``add(_:linksStore:)`` returns both hold
/// the observer, and nothing on the way of a change is weak. Cancelling the token removes the observer at
/// once (or at the end of the running fan-out). Releasing the token, on any thread, leaves the list the
/// observer's only owner, which every fan-out checks first (`isKnownUniquelyReferenced`, an atomic read of
/// the reference count) and skips: delivery stops at once. Then the token's ``ObserverRemoval`` drops
/// the observer, with its callback and what that captured, on the main actor: at once when the token was
/// released there, and otherwise as soon as the main actor runs. A core's own subscription, a
/// ``CoreSubscription``, has no token: the core cancels it itself, on the main actor.
///
/// **Re-entrancy.** A callback may add and cancel observers of the list that is calling it: an observer
/// added during a fan-out is not told of the change being delivered, and removals wait for the fan-out's
/// end so that its indices stay valid. A list is never told of a change while it is delivering one: a
/// core's list is only notified while its root processes, and an action sent meanwhile waits in the
/// root's queue; a ``SubscriberList`` queues a value sent during a fan-out.
///
/// An observer's callback should not hold strongly what owns the list: that would keep it alive until the
/// token goes. It holds it weakly, or the token keeps it alive instead.
// NB: Not final: a row's entry is one, with the row beside it. Every member is final, so that every
// call stays direct.
@MainActor
@usableFromInline
class ObserverList {
  // NB: Accessed only on the main actor, and never across a call: `notify` reads one element at a time
  // and calls the callback with no access in progress, so callbacks that add or cancel observers can
  // change the list. The run-time exclusivity checks, paid on every change, are off.
  /// The first observer, kept in the list itself: most lists have one, which then takes no storage of
  /// its own, and a change reads one object fewer. `nil` only while the list is empty.
  @exclusivity(unchecked) @usableFromInline final var first: Observer?
  /// The observers after the first, in the order they were added.
  @exclusivity(unchecked) @usableFromInline final var rest: ContiguousArray<Observer> = []
  /// How many observers are at the end of the change path, not links to derived stores: exact after a
  /// sweep, and never fewer than those alive in between.
  @exclusivity(unchecked) private(set) final var endObserverCount: Int32 = 0
  // NB: The two flags last, after the 4-byte count: the object then fits 40 bytes, a size class of the
  // allocator, which rounds 44 bytes up to 64. (A core's list, which tells its core of its activity, is
  // a ``CoreObserverList``, 8 bytes more.)
  /// Whether a fan-out is running: removals wait for its end, so that its indices stay valid.
  @exclusivity(unchecked) @usableFromInline final var isNotifying = false
  /// Whether an observer was cancelled or released since the last sweep.
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
    // NB: Swept only if one is gone: a sweep makes a new array, and a list of rows counts every row's list.
    if (0..<held).contains(where: isGone(at:)) { needsSweep = true }
    sweepIfNeeded()
    return held
  }

  /// Adds an observer told about every change from now on, until the token is cancelled or released.
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
    add(
      linksStore ? StoreLinkObserver(onChange: callback) : Observer(onChange: callback), keepingAlive: owner)
  }

  /// Adds `observer`, told about every change from now on until the token is cancelled or released; the
  /// token keeps `owner` alive until then.
  @usableFromInline
  final func add(_ observer: Observer, keepingAlive owner: CoreNode?) -> CancellationToken {
    append(observer)
    // NB: The token is the observer's second owner: releasing the token is what the next fan-out sees.
    return CancellationToken(observer: observer, in: self, keepingAlive: owner)
  }

  /// Adds `core` as an observer, a link to a derived store: its ``CoreNode/dependencyDidChange()`` is
  /// called on every change from now on, until the subscription is cancelled (see ``CoreSubscription``).
  final func add(notifying core: CoreNode) -> CoreSubscription {
    let observer = CoreLinkObserver(notifying: core)
    append(observer)
    return CoreSubscription(observer: observer, in: self)
  }

  private final func append(_ observer: Observer) {
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
  }

  /// Tells every observer, in the order they were added, that something changed.
  @inlinable
  final func notify() {
    notify(first: held)
  }

  /// Tells the first `end` observers still live, in the order they were added, that something changed:
  /// those that were there when the change happened.
  @inlinable
  final func notify(first end: Int) {
    let wasNotifying = isNotifying
    isNotifying = true
    var index = 0
    while index < end {
      // NB: Only the list holds it: its token was released, maybe on another thread.
      if isHeldAlone(at: index) {
        needsSweep = true
      } else {
        // NB: Not retained for the call (see `withObject`): the list holds it, and only a sweep drops
        // it from the list, which waits for the end of the fan-out.
        withObject(Unmanaged.passUnretained(observer(at: index))) { $0.notify() }
      }
      index += 1
    }
    isNotifying = wasNotifying
    if needsSweep { sweepIfNeeded() }
  }

  /// Runs `body`, which may notify several times, as one fan-out: no observer is dropped until it ends,
  /// so a count of observers taken inside stays a valid `end` for ``notify(first:)``.
  final func asOneFanOut(_ body: () -> Void) {
    let wasNotifying = isNotifying
    isNotifying = true
    body()
    isNotifying = wasNotifying
    if needsSweep { sweepIfNeeded() }
  }

  /// Drops the observers that were cancelled or whose tokens were released: now, or at the end of the
  /// running fan-out.
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
    for index in 0..<held where !isGone(at: index) {
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

  /// Whether the list holds the observer at `index` alone: its token was released.
  @inlinable
  final func isHeldAlone(at index: Int) -> Bool {
    if index == 0 { return isKnownUniquelyReferenced(&first) }
    // NB: Through the storage's address: `&rest[i]` is a mutable access to the array, which first asks
    // whether the array's storage is unique, a second atomic read per observer. Asking whether a
    // reference is unique only reads it, so the storage is not written.
    return Self.isHeldAlone(at: index - 1, in: rest)
  }

  /// Whether `observers` holds the observer at `index` alone.
  // NB: Not isolated, so that the closure is not: an isolated one checks the executor on every call.
  @inlinable
  nonisolated static func isHeldAlone(
    at index: Int, in observers: borrowing ContiguousArray<Observer>
  ) -> Bool {
    observers.withUnsafeBufferPointer {
      isKnownUniquelyReferenced(&UnsafeMutablePointer(mutating: $0.baseAddress.unsafelyUnwrapped)[index])
    }
  }

  /// Whether the observer at `index` is gone: cancelled, or held by this list alone (its token released).
  private final func isGone(at index: Int) -> Bool {
    observer(at: index).isCancelled || isHeldAlone(at: index)
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
  /// The core that owns this list, if it cares about its activity.
  // NB: A reference to the core rather than a closure: a row store's core has a list, and a closure's
  // context would be one more allocation per row. Unowned: the core owns this list and clears this
  // reference in its deinit, before anything else can call it.
  unowned(unsafe) var activityObserver: CoreNode?

  override func tell(_ change: ActivityChange) {
    activityObserver?.observerActivityDidChange(change)
  }
}
