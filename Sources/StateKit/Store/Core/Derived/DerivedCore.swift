/// A core whose state comes from a parent core: the middle of the change path.
///
/// While nobody observes it, a derived core does nothing on a change: reading its state computes it from
/// the parent on demand. Its first observer makes it observe its parent (the parent's changes, or one
/// element of a collection); its last one leaving stops that. On each parent change it reads its state,
/// compares it with the last one it told about if it compares, and tells its own observers.
///
/// A core observed only by the stores derived from it does not compare, nor keep a state to compare with:
/// each of them compares its own state, and a comparison here would compare all of theirs again. A store
/// made with ``Store/removingDuplicates(by:)`` always compares: its comparison defines what its derived
/// stores see.
@MainActor
class DerivedCore<State, Action>: StoreCore<State, Action> {
  /// Whether the comparison also decides what the derived stores are told, rather than only the
  /// observers at the end of the change path.
  private let comparesForDerivedStores: Bool
  /// Whether this core observes its parent: from its first observer to its last.
  private(set) final var isObservingParent = false
  /// Whether this core is telling its observers about a change it compared: they read the state it
  /// just compared instead of computing it again. (No action runs during a fan-out: observers' actions
  /// wait in the root's queue.)
  private var isNotifyingComparedState = false
  /// The core whose processing every notification of this core runs inside, and whose version it shares.
  final let parentNode: CoreNode
  /// The comparison and the last state it let through, while observed by an observer it compares for.
  private var comparison: Comparison<State>?
  /// While observing the parent: the parent's version when this core last changed (or started observing).
  private var changedAt: UInt64 = 0
  private let equating: Equating<State>?
  private var parentSubscription: CancellationToken?
  /// Watchers of collections in this core's own state, for the paths that cannot be followed to the root,
  /// with the subscription to this core's changes that checks them.
  private var ownWatchers: ElementWatchers<State>?

  init(
    parent: CoreNode,
    equating: Equating<State>?,
    keepsShownState: Bool = false,
    comparesForDerivedStores: Bool = false
  ) {
    self.parentNode = parent
    self.equating = equating
    self.comparesForDerivedStores = comparesForDerivedStores
    super.init(root: parent.rootNode ?? parent, keepsShownState: keepsShownState)
  }

  override var observesActivity: Bool { true }

  override func observerActivityDidChange(_ change: ObserverList.ActivityChange) {
    switch change {
    case .firstObserver: startObservingParent()
    case .lastObserverGone: stopObservingParent()
    case .firstEndObserver: if !comparesForDerivedStores, isObservingParent { startComparing() }
    case .lastEndObserverGone: if !comparesForDerivedStores { comparison = nil }
    }
  }

  // NB: Isolated to the main actor, where the parent's fan-out runs: the parent observation ends before
  // anything else of this core is torn down. (Its link reaches this core weakly meanwhile.)
  isolated deinit {
    parentSubscription?.cancel()
  }

  /// Tells `core` whenever this core's state may have changed, until the token is cancelled or released:
  /// the parent's changes by default. How this core observes its parent, and how a store that removes
  /// duplicates from this one observes what this one observes.
  func observeParent(notifying core: CoreNode) -> CancellationToken {
    parentNode.changes.add(notifying: core)
  }

  /// Starts calling ``parentDidChange()`` whenever this core's state may have changed, until the token
  /// is cancelled or released; `nil` for a core that calls it itself while ``isObservingParent`` (one
  /// that watches its parent anyway).
  func startParentObservation() -> CancellationToken? {
    observeParent(notifying: self)
  }

  override func dependencyDidChange() {
    parentDidChange()
  }

  override var changesOnlyWithRoot: Bool { parentNode.changesOnlyWithRoot }

  override var parentCore: CoreNode? { parentNode }

  /// What kind of derived core this is, for an instrument's count of what an action woke.
  class var wakeKind: WakeKind { .derivedStore }

  /// The state computed from the parent's: what each kind of derived core overrides.
  var currentState: State { fatalError("\(Self.self) must override currentState") }

  final override var state: State {
    if isNotifyingComparedState, let comparison { return comparison.lastState }
    // NB: A subscription's first read, right after the comparison read the state it starts from.
    if let comparison, let root = rootNode, comparison.isCurrent(at: root.version), changesOnlyWithRoot {
      return comparison.lastState
    }
    return currentState
  }

  final override func withState(_ body: (borrowing State) -> Void) {
    if isNotifyingComparedState, let comparison { return body(comparison.lastState) }
    withCurrentState(body)
  }

  /// Calls `body` with ``currentState``: what a core that can lend it without a copy overrides.
  func withCurrentState(_ body: (borrowing State) -> Void) {
    body(currentState)
  }

  /// Reads the new state, and tells this core's observers unless it compares equal to the last one.
  func parentDidChange() {
    let isCounting = rootNode?.isCountingFanOut == true
    if _slowPath(isCounting) {
      rootDebugSession?.countWake(of: Self.wakeKind)
    }
    guard comparison != nil else {
      changedAt = parentNode.version
      return notifyObservers(counting: isCounting)
    }
    // NB: A comparison is made only when there is an `equating`.
    let state = currentState
    if let comparison, let equating, comparison.isRepeat(state, by: equating) { return }
    changedAt = parentNode.version
    isNotifyingComparedState = true
    notifyObservers(counting: isCounting)
    isNotifyingComparedState = false
  }

  /// Tells this core's observers, counting them while an instrument measures the action.
  private func notifyObservers(counting isCounting: Bool) {
    notifyObservers(countingIn: isCounting ? rootDebugSession : nil)
  }

  override func runExclusively(_ body: () -> Void) {
    parentNode.runExclusively(body)
  }

  /// The parent's version while nobody observes this core (any change above may have changed it); while
  /// observed, the version at which this core last changed, so that a cache of a de-duplicated store's
  /// state survives the actions that did not change it.
  override var version: UInt64 { isObservingParent ? changedAt : parentNode.version }

  /// Binds `core` to the entry of the element with the given id of `collection`, in this core's own
  /// state, whose watcher checks after each change of this core's state, so the row's cost stays
  /// O(changed) as long as the collection descends from its previous value through tracked mutations.
  final func observe<ID: Hashable, Element>(
    ownElementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    let watchers: ElementWatchers<State>
    if let ownWatchers {
      watchers = ownWatchers
    } else {
      watchers = ElementWatchers { [unowned self] body in
        body(state, rootNode?.isCountingFanOut == true ? rootDebugSession : nil)
      }
      ownWatchers = watchers
      // NB: Weak: a core released off the main thread is gone before its token's cancellation runs. The
      // watchers are reached through the core: they hold this token, which must not hold them.
      let reference = WeakReference(self)
      watchers.subscription = changes.add(
        { _ in reference.object?.ownWatchers?.list.notify() }, linksStore: true)
    }
    return watchers.observe(elementWithID: id, in: collection, state: state, notifying: core)
  }

  private func startObservingParent() {
    // NB: Otherwise the first observer at the end of the change path starts the comparison (see
    // `observerActivityDidChange(_:)`): it is counted as one after this has run.
    if comparesForDerivedStores { startComparing() }
    changedAt = parentNode.version
    isObservingParent = true
    parentSubscription = startParentObservation()
  }

  /// Compares from now on, starting from the current state, which the new observer has just been shown.
  private func startComparing() {
    if equating != nil {
      comparison = Comparison(first: currentState, at: rootNode.unsafelyUnwrapped.version)
    }
  }

  private func stopObservingParent() {
    parentSubscription?.cancel()
    parentSubscription = nil
    isObservingParent = false
    comparison = nil
  }
}

/// The last state a core's comparison let through, which the next state is compared with (by the core's
/// ``Equating``, which it passes in rather than this object keeping a copy: one per row store).
///
/// NB: A class, so that a core without a comparison holds a `nil` reference: testing it needs no generic
/// optional.
@MainActor
private final class Comparison<State> {
  // NB: Written only by `isRepeat`, which calls nothing that reads them but the comparison, which cannot
  // reach this object: their run-time exclusivity checks are off.
  @exclusivity(unchecked) private(set) var lastState: State
  /// The generation of ``SharedChanges`` this comparison has seen.
  @exclusivity(unchecked) private var sharedGeneration: UInt64
  /// The root's version when the comparison started from ``lastState``: while the root's version stays
  /// there, and the state changes only with the root, ``lastState`` is the state. `.max`, no version,
  /// once a change has been compared: observers then read the state the comparison let through as it
  /// tells them.
  @exclusivity(unchecked) private var readAt: UInt64

  init(first state: State, at version: UInt64) {
    self.lastState = state
    self.sharedGeneration = SharedChanges.generation
    self.readAt = version
  }

  /// Whether ``lastState`` is the state at the root's `version`.
  func isCurrent(at version: UInt64) -> Bool { readAt == version }

  /// Whether `state` is the same as the last state let through (see ``SharedChanges/isRepeat``); if not,
  /// it becomes the last.
  func isRepeat(_ state: State, by equating: Equating<State>) -> Bool {
    readAt = .max
    if SharedChanges.isRepeat(state, of: &lastState, seen: &sharedGeneration, by: equating) { return true }
    lastState = state
    return false
  }
}
