/// The core of a store scoped to optional state (a sheet, a detail, a row, a stack element): bound to
/// the child instance that was there when it was made.
///
/// Once the state is `nil`, or holds a child of another identity (see ``ChildIdentity``), the instance is
/// gone for good, and a child that comes back at the same place is another instance. Once gone, the store
/// shows the last value it read and ignores actions with a runtime warning. A store of optional state
/// watches its parent through an ``InstanceWatch`` while the instance lives, woken by it only while
/// something observes the store. A store of a row watches nothing: it reads its row's ``RowEntry``,
/// which keeps its observers and says when the row is removed; the entry wakes it only while stores
/// derived from it observe it.
///
/// NB: For optional state the last value is kept only when a reader is shown it (see
/// ``keepShownState()``): a kept value shares the parent's storage, which the next in-place change of
/// the parent would then copy.
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: DerivedCore<State, Action> {
  /// Where the state is in the parent's: at an optional key path, or one element of a collection.
  enum Place {
    case optional(KeyPath<ParentState, State?>)
    /// An element of a collection: the element itself, or a value it holds (a stack's screen).
    case element(stateIsElement: Bool)
  }

  /// The parent core.
  private let parent: StoreCore<ParentState, ParentAction>
  /// Whether a read found the instance gone.
  private var isNotedGone = false
  /// Whether the parent's change being forwarded still needs a read.
  private var needsCheck = false
  /// Whether a read that found the instance stays true until the root's version changes: unless the
  /// state may change without the root (below a connection computed in the background).
  private let readsHoldUntilRootChanges: Bool
  /// Whether every read is kept in ``lastState`` and reused until the root's version changes: for an
  /// element whose reads hold.
  private let cachesReads: Bool
  /// Where an element was last found in its collection, where the next read looks first.
  private var readHint: UInt32
  /// The root's version at the last read that found the instance (whose state ``lastState`` keeps when
  /// ``cachesReads``).
  private var readAt: UInt64
  /// The stores that remove duplicates from this one, which observe what it observes (see
  /// ``DeduplicatingCore``), told after this core's own observers.
  private var parentObservers: ObserverList?
  /// Reads the state into its argument when it is there; made where the store is scoped (specialized).
  private let read: (ParentState, inout State, inout UInt32) -> Bool
  /// What the store shows once its instance is gone: the state last shown to a reader; for an element,
  /// the state of every read (see ``cachesReads``).
  private var lastState: State
  /// The place that scoped this store, for a warning.
  private let location: CodeLocation
  /// For optional state, where it is and the watch of the parent; `nil` for an element, whose identity
  /// is its id.
  private let instance: InstanceWatch<ParentState, ParentAction, State>?
  /// The token of the watch of the parent (optional state), or of the row while its entry wakes this
  /// core (see ``updateWaking()``); until the instance is gone.
  private var watch: CancellationToken?
  /// For the store of a row, the row's entry, until the instance is gone.
  private var row: RowEntry?
  /// Whether this core's end observers are the row entry's (see ``CoreNode/endObservers``).
  private var usesEntry = false

  /// Creates the core, or returns `nil` if the state is not there now.
  ///
  /// - Parameters:
  ///   - embed: Embeds this store's actions in the parent's; `nil` for a caller that sets ``send`` itself.
  ///   - watchRow: Binds an element's core to its row (see ``StoreCore/observe(elementWithID:in:notifying:)``).
  ///     Not kept, so what it captures is freed once it has run.
  init?(
    parent: StoreCore<ParentState, ParentAction>,
    place: Place,
    reader: ChildStateReader<ParentState, State>,
    embed: ((Action) -> ParentAction)?,
    location: CodeLocation,
    watchRow: (@MainActor (_ core: CoreNode) -> CancellationToken?)? = nil
  ) {
    self.parent = parent
    self.read = reader.read
    self.readHint = reader.initialHint
    self.location = location
    guard let state = reader.initial else { return nil }
    self.lastState = state
    self.readsHoldUntilRootChanges = parent.changesOnlyWithRoot
    if case .optional(let keyPath) = place {
      self.instance = InstanceWatch(parent: parent, keyPath: keyPath, visit: reader.visit, bound: state)
      self.cachesReads = false
    } else {
      self.instance = nil
      self.cachesReads = readsHoldUntilRootChanges
    }
    self.readAt = (parent.rootNode ?? parent).version
    // NB: A core that keeps every read has kept what it shows.
    super.init(parent: parent, equating: defaultEquating(for: State.self), keepsShownState: !cachesReads)
    // NB: Unowned: the closure is stored in this core and reached only through it.
    if let embed {
      send = { [unowned self, parentSend = parent.send] action in
        isLive ? parentSend(embed(action)) : ignore(action)
      }
    }
    if let instance {
      watch = instance.start(for: self)
    } else if case .element(let stateIsElement) = place {
      watch = watchRow?(self)
      // NB: Only a store whose state is the row reads it in its entry, and only under no instance bound
      // by identity: a row of a sheet that another sheet replaced must not show the new sheet's rows,
      // which the watcher, following key paths, would see.
      guard row != nil else { return }
      usesEntry = stateIsElement && !isBelowBoundInstance
      updateWaking()
    }
  }

  isolated deinit {
    stopWatching()
  }

  override func watches(row entry: RowEntry) {
    row = entry
    entry.stores += 1
  }

  /// Ends the watch: of the parent, or of the row.
  private func stopWatching() {
    if let row { row.stores -= 1 }
    row = nil
    watch?.cancel()
    watch = nil
  }

  /// Whether the instance is gone for good: found by a read, or by the watch of a store nobody observes.
  private var isGone: Bool {
    isNotedGone || instance?.hasEnded == true
  }

  // NB: No value of type `State?` is made on a read: in this generic class, each one would look up the
  // optional's metadata.
  override var currentState: State {
    guard !isGone else { return lastState }
    guard cachesReads else {
      var state = lastState
      guard readInstance(into: &state) else { return lastState }
      noteFound()
      return state
    }
    // NB: A derived core always has a root: `DerivedCore.init` gives it its parent's, or the parent.
    let version = rootNode!.version
    if version == readAt {
      needsCheck = false
      return lastState
    }
    var state = lastState
    if readInstance(into: &state) {
      lastState = state
      readAt = version
    }
    return lastState
  }

  override var isLive: Bool {
    guard !isGone else { return false }
    // NB: A derived core always has a root (see `currentState`).
    if readsHoldUntilRootChanges, readAt == rootNode!.version { return true }
    checkInstance()
    return !isGone
  }

  override func keepShownState() -> State {
    let state = self.state
    lastState = state
    return state
  }

  // NB: The watch tells this core of its parent's changes already.
  override func startParentObservation() -> CancellationToken? { nil }

  override func observeParent(notifying core: CoreNode) -> CancellationToken {
    let observers = parentObservers ?? ObserverList()
    parentObservers = observers
    defer { updateWaking() }
    return observers.add(notifying: core)
  }

  override var rowEntry: RowEntry? {
    usesEntry ? row : nil
  }

  override var bindsInstanceIdentity: Bool { instance?.checksIdentity == true }

  /// Whether a core this one derives from is bound to an instance by more than its presence.
  private var isBelowBoundInstance: Bool {
    var node = parentCore
    while let current = node {
      if current.bindsInstanceIdentity { return true }
      node = current.parentCore
    }
    return false
  }

  // NB: A row's end observers are its entry's, which its watcher tells without waking this core.
  override var endObservers: ObserverList { rowEntry ?? changes }

  override func observerActivityDidChange(_ change: ObserverList.ActivityChange) {
    super.observerActivityDidChange(change)
    updateWaking()
  }

  /// Has the watch wake this core while something observes it through this core: its own observers, or
  /// stores that remove duplicates from it; a row's entry also while its end observers are not the
  /// entry's.
  private func updateWaking() {
    let isObserved = changesIfMade?.isActive == true || parentObservers != nil
    if let instance {
      instance.wakesCore = isObserved
      return
    }
    guard let row else { return }
    let wakes = isObserved || !usesEntry
    if wakes, watch == nil {
      watch = row.wake(self)
    } else if !wakes, let watch {
      self.watch = nil
      watch.cancel()
    }
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    guard let instance else { return observe(ownElementWithID: id, in: collection, notifying: core) }
    let path = collection.prepending(optional: instance.visit, at: instance.keyPath)
    return parent.observe(elementWithID: id, in: path, notifying: core)
  }

  // NB: Optional state is lent where it lies in the parent's, uncopied (an element's reads are kept).
  override func withCurrentState(_ body: (borrowing State) -> Void) {
    guard !isGone, let instance else { return body(currentState) }
    // NB: Gone, the last state is shown.
    if !lend(from: instance, to: body) { body(lastState) }
  }

  /// Calls `body` with the state where it lies in the parent's and returns `true` if this store's
  /// instance is still there; otherwise notes that it is gone and returns `false`.
  private func lend(
    from place: InstanceWatch<ParentState, ParentAction, State>,
    to body: (borrowing State) -> Void
  ) -> Bool {
    needsCheck = false
    let isThere = place.lend(to: body)
    if isThere { noteFound() } else { noteGone() }
    return isThere
  }

  /// Reads the state into `state` if this store's instance is still there; otherwise notes that it is
  /// gone and returns `false`.
  private func readInstance(into state: inout State) -> Bool {
    needsCheck = false
    var isThere = false
    // NB: A row removed since is gone, even if a row with its id was added again.
    if row?.isDetached != true { parent.withState { isThere = read($0, &state, &readHint) } }
    if isThere, instance?.isBound(state) != false {
      return true
    }
    noteGone()
    return false
  }

  /// Notes that the instance was there at the root's current version.
  private func noteFound() {
    readAt = rootNode!.version
  }

  /// Notes that this store's instance is gone for good, and stops watching for it.
  private func noteGone() {
    // NB: The entry has the row as its observers were last shown it, which this core may not have read.
    if let row = rowEntry as? TypedRowEntry<State> { lastState = row.shown }
    isNotedGone = true
    stopWatching()
  }

  /// Notes whether this store's instance is still there; for optional state, without copying the state.
  private func checkInstance() {
    guard !isGone else { return }
    guard let instance else { return readCurrentState() }
    _ = lend(from: instance) { _ in }
  }

  /// Reads the state, which checks the instance: for an element, whose reads it keeps.
  // NB: Not inlined: the generic value read would take a stack allocation in every `checkInstance`.
  @inline(never)
  private func readCurrentState() {
    _ = currentState
  }

  /// Told by the watch while it wakes this core: on every change of the parent (optional state), or of
  /// the row.
  override func dependencyDidChange() {
    needsCheck = true
    if isObservingParent { parentDidChange() }
    parentObservers?.notify()
    // NB: An observer that compares read the state, and so checked the instance; otherwise check here.
    if needsCheck { checkInstance() }
  }

  override func ignore(_ action: Action) -> StoreTask {
    RuntimeWarning.report(
      """
      \(action) was sent to a store scoped to optional state at \(location), but the state it was made \
      for is gone (it is now nil, or was dismissed, removed or replaced by another instance); the action \
      was ignored. A scoped store stays bound to the instance it was made for: scope again for a new one, \
      and stop sending to a store once its state is gone.
      """
    )
    return StoreTask(nil)
  }
}
