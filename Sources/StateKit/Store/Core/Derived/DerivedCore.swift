/// A core whose state comes from a parent core: the middle of the change path.
///
/// Unobserved, it does nothing on a change: reading its state computes it from the parent. Its first
/// observer makes it observe its parent, its last one stops that. On each parent change it reads its
/// state, compares it with the last one it told about (only for observers at the end of the change path:
/// derived stores compare their own), and tells its observers.
@MainActor
class DerivedCore<State, Action>: StoreCore<State, Action> {
  /// Whether the comparison also decides what the derived stores are told, rather than only the
  /// observers at the end of the change path.
  private let comparesForDerivedStores: Bool
  /// Whether this core observes its parent: from its first observer to its last.
  private(set) final var isObservingParent = false
  /// Whether this core is telling its observers about a change it compared: they read that state.
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

  // NB: Isolated to the main actor, where the parent's fan-out runs.
  isolated deinit {
    parentSubscription?.cancel()
  }

  /// Tells `core` whenever this core's state may have changed (the parent's changes by default), until
  /// the token is cancelled or released.
  func observeParent(notifying core: CoreNode) -> CancellationToken {
    parentNode.changes.add(notifying: core)
  }

  /// Starts calling ``parentDidChange()`` whenever this core's state may have changed; `nil` for a core
  /// that watches its parent anyway.
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
    let session = countingSession
    session?.countWake(of: Self.wakeKind)
    guard comparison != nil else {
      changedAt = parentNode.version
      return notifyObservers(countingIn: session)
    }
    // NB: A comparison is made only when there is an `equating`.
    let state = currentState
    if let comparison, let equating, comparison.isRepeat(state, by: equating) { return }
    changedAt = parentNode.version
    isNotifyingComparedState = true
    notifyObservers(countingIn: session)
    isNotifyingComparedState = false
  }

  override func runExclusively(_ body: () -> Void) {
    parentNode.runExclusively(body)
  }

  /// The parent's version while unobserved; while observed, the version at which this core last changed,
  /// so that a cache of its state survives the actions that did not change it.
  override var version: UInt64 { isObservingParent ? changedAt : parentNode.version }

  /// Binds `core` to the entry of the element with the given id of `collection` in this core's own
  /// state, whose watcher checks after each change of this core's state.
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
        body(state, countingSession)
      }
      ownWatchers = watchers
      // NB: Weak: a core released off the main thread is gone before its token's cancellation runs.
      let reference = WeakReference(self)
      watchers.subscription = changes.add(
        { _ in reference.object?.ownWatchers?.list.notify() }, linksStore: true)
    }
    return watchers.observe(elementWithID: id, in: collection, state: state, notifying: core)
  }

  private func startObservingParent() {
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

/// The last state a core's comparison let through, which the next state is compared with. A class, so
/// that a core without one holds a `nil` reference, which needs no generic optional to test.
@MainActor
private final class Comparison<State> {
  // NB: Written only by `isRepeat`, which calls nothing that reads them but the comparison, which cannot
  // reach this object: their run-time exclusivity checks are off.
  @exclusivity(unchecked) private(set) var lastState: State
  /// The generation of ``SharedChanges`` this comparison has seen.
  @exclusivity(unchecked) private var sharedGeneration: UInt64
  /// The root's version when the comparison started from ``lastState``, which is the state while the
  /// version stays there; `.max` once a change has been compared.
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
