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
  // change the array. The run-time exclusivity checks, paid on every change, are off.
  @exclusivity(unchecked) @usableFromInline final var observers: ContiguousArray<Observer> = []
  /// Told when the first observer is added and when the last one is gone (how a derived core observes its
  /// parent only while someone observes it), and likewise for the observers at the end of the change
  /// path (how it compares its state only for them): the core that owns this list, if it cares.
  // NB: A reference to the core rather than a closure: a row store's core has a list, and a closure's
  // context would be one more allocation per row. Unowned: the core owns this list and clears this
  // reference in its deinit, before anything else can call it.
  unowned(unsafe) final var activityObserver: CoreNode?
  /// How many observers are at the end of the change path, not links to derived stores: exact after a
  /// sweep, and never fewer than those alive in between.
  @exclusivity(unchecked) private(set) final var endObserverCount: Int32 = 0
  // NB: The two flags last, after the 4-byte count: the object then fits 40 bytes, a row store has two
  // lists, and the allocator rounds 44 bytes up to 64.
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
  @inlinable final var isActive: Bool { !observers.isEmpty }

  /// How many observers are alive.
  final var count: Int {
    // NB: Swept only if one is gone: a sweep makes a new array, and a list of rows counts every row's list.
    if observers.indices.contains(where: isGone(at:)) { needsSweep = true }
    sweepIfNeeded()
    return observers.count
  }

  /// Adds an observer told about every change from now on, until the token is cancelled or released.
  ///
  /// - Parameters:
  ///   - callback: What to call on every change.
  ///   - linksStore: Whether the callback wakes a derived core (which counts itself when an instrument
  ///     measures the change) rather than an observer at the end of the change path.
  ///   - owner: What the token keeps alive until it is cancelled or released: the core that owns this
  ///     list, for a subscription whose callback does not hold the core itself.
  @usableFromInline
  final func add(
    _ callback: @escaping @MainActor () -> Void,
    linksStore: Bool = false,
    keepingAlive owner: CoreNode? = nil
  ) -> CancellationToken {
    let observer = linksStore ? StoreLinkObserver(callback) : Observer(callback)
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
    if !observers.isEmpty, observers.count == observers.capacity {
      needsSweep = true
      sweepIfNeeded()
    }
    observers.append(observer)
    if observers.count == 1 { tell(.firstObserver) }
    if !observer.linksStore {
      endObserverCount += 1
      if endObserverCount == 1 { tell(.firstEndObserver) }
    }
  }

  /// Tells every observer, in the order they were added, that something changed.
  @inlinable
  final func notify() {
    notify(first: observers.count)
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
      if isKnownUniquelyReferenced(&observers[index]) {
        needsSweep = true
      } else {
        // NB: Not retained for the call (see `withObject`): the list holds it, and only a sweep drops
        // it from the list, which waits for the end of the fan-out.
        withObject(Unmanaged.passUnretained(observers[index])) { $0.notify() }
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
    var live = ContiguousArray<Observer>()
    live.reserveCapacity(observers.count)
    for index in observers.indices where !isGone(at: index) {
      live.append(observers[index])
    }
    observers = live
    let hadEndObservers = endObserverCount > 0
    // NB: Not `count(where:)`, which macOS 14's standard library does not have.
    endObserverCount = Int32(live.lazy.filter { !$0.linksStore }.count)
    if hadEndObservers, endObserverCount == 0 { tell(.lastEndObserverGone) }
    if wasActive, observers.isEmpty { tell(.lastObserverGone) }
  }

  /// Whether the observer at `index` is gone: cancelled, or held by this list alone (its token released).
  private final func isGone(at index: Int) -> Bool {
    observers[index].isCancelled || isKnownUniquelyReferenced(&observers[index])
  }

  /// Tells the ``activityObserver`` about `change`.
  private final func tell(_ change: ActivityChange) {
    activityObserver?.observerActivityDidChange(change)
  }
}
