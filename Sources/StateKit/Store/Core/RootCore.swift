/// The core of a root store, where the change path starts: it owns the state, runs the reducer, queues
/// actions, starts effects (see RootCore+Effects.swift), and tells its observers, then its element
/// watchers, once per `send`, after the actions its effects fed back synchronously.
///
/// Every change of the state goes through ``write(action:origin:owner:group:debugging:followsAnAction:sharedChange:dismissal:_:)``.
/// The `send` path is `@inlinable`: the store's initializer, inlined where the feature creates its
/// store, makes the closure in ``StoreCore/send`` there, so that path is specialized for the feature.
@MainActor
@usableFromInline
final class RootCore<State, Action>: StoreCore<State, Action> {
  /// An action, or a dismissal (`action` is `nil`), waiting for its turn, with the group of the `send(_:)`
  /// it belongs to (`nil` for the `send(_:)` being processed).
  @usableFromInline
  struct Pending {
    @usableFromInline let action: Action?
    @usableFromInline let owner: EffectGroup?
    /// The child instance whose effect queued it, if not the root feature's: dropped if that instance
    /// is gone by its turn.
    @usableFromInline let source: InstanceLifetime?
    /// Where the action came from, while the store records or measures.
    @usableFromInline let origin: OriginBox<Action>?
    @usableFromInline let dismissal: QueuedDismissal?

    @inlinable init(
      action: Action?, owner: EffectGroup?, source: InstanceLifetime? = nil, origin: OriginBox<Action>? = nil,
      dismissal: QueuedDismissal? = nil
    ) {
      self.action = action
      self.owner = owner
      self.source = source
      self.origin = origin
      self.dismissal = dismissal
    }
  }

  /// Where a root's processing of actions stands.
  @usableFromInline
  struct Processing {
    @usableFromInline var queue: [Pending] = []
    /// ``SendFlags``: `send` takes its fast path only when none is set.
    @usableFromInline var flags: UInt8 = 0
    /// How many actions were processed: the ``CoreNode/version`` derived cores cache against.
    @usableFromInline var count: UInt64 = 0
    /// Whether the state changed since the change path was last told.
    @usableFromInline var needsNotify = false
    /// The latest ``SharedTouches`` sequence number this store's writes took.
    @usableFromInline var seenSharedTouches: UInt64 = 0

    @usableFromInline init() {}
  }

  /// The state, at an address fixed for the core's lifetime, where a scoped core or a publisher reads
  /// one property of it in place (see ``storedPlaceInRoot()``). Only the reducer writes it, with
  /// ``CoreNode/isReducing`` set.
  // NB: `nonisolated(unsafe)` only so that the deinit, which may run on any thread, can free it: by then
  // nothing else holds the core.
  @usableFromInline nonisolated(unsafe) let stateStorage: UnsafeMutablePointer<State>
  @inlinable var currentState: State {
    unsafeAddress { UnsafePointer(stateStorage) }
    unsafeMutableAddress { stateStorage }
  }
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Reduces a dismissal down its route: the root reducer's ``Reducer/_reduce(into:route:)``.
  @usableFromInline let route: (inout State, _ChildRoute) -> Bool?
  @usableFromInline let effects = EffectRegistry()
  // NB: Touched only on the main actor, each access a single read or write (or an append to the queue),
  // so none can overlap another: its run-time exclusivity checks are off.
  @exclusivity(unchecked) @usableFromInline var processing = Processing()
  /// This store as the shared values its state holds know it (see Shared/Changes/RootCore+Shared.swift).
  @usableFromInline let sharedHolder: SharedHolder
  /// The watchers of the lists in the state that row stores watch, told after the observers.
  @usableFromInline let elementWatchers: ElementWatchers<State>
  /// The last actions of the latest chain that came near the runaway limit.
  private var runaway = RunawayChain()
  /// Which child instances the running effects belong to still exist: see ``InstanceLifetime``.
  let instances = InstanceLifetime()
  /// The type of the root reducer, for messages.
  @usableFromInline let reducerType: Any.Type
  /// The debugging session while the store is debugged (see RootCore+Debugging.swift). A step that
  /// begins with a session ends with it: the reducer and the start of its effects cannot change it.
  @usableFromInline var typedDebugSession: RootDebugging<State, Action>?
  @usableFromInline override var debugSession: DebugSession? { typedDebugSession }
  /// The effects started and cancelled so far, for an instrument.
  @usableFromInline var effectsStarted = 0
  @usableFromInline var effectsCancelled = 0
  /// The child instances whose effects may still run, checked after every action (see
  /// ``cancelEffectsOfInstancesGone()``).
  // NB: The one access that spans calls, that check, calls only the effect registry and the reducers'
  // routes on a copy of the state: neither can reach this store, so no access can overlap it.
  @exclusivity(unchecked) @usableFromInline var watchedInstances = WatchedInstances()

  @inlinable
  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    route: @escaping (inout State, _ChildRoute) -> Bool?,
    reducerType: Any.Type
  ) {
    self.stateStorage = .allocate(capacity: 1)
    stateStorage.initialize(to: initialState)
    self.reducer = reducer
    self.route = route
    self.reducerType = reducerType
    self.sharedHolder = SharedHolder()
    self.elementWatchers = ElementWatchers { _ in }
    super.init(root: nil)
    // NB: Unretained: the closure is stored in this core and reached only through it, so `self` is
    // alive whenever it runs.
    let unretained = Unmanaged.passUnretained(self)
    send = { action in withObject(unretained) { $0.send(action, group: nil, source: .unresolvedChild) } }
    // NB: The stored state, lent where it is: nothing writes it meanwhile (an action sent now waits in
    // the queue). Unretained, as `send`: only this core tells its watchers.
    elementWatchers.lend = { body in
      withObject(unretained) { root in
        let session = root.isCountingFanOut ? root.debugSession : nil
        withBorrowed(&root.currentState) { body($0, session) }
      }
    }
    observeSharedValues()
  }

  deinit {
    effects.cancelAll()
    sharedHolder.detach()
    stateStorage.deinitialize(count: 1)
    stateStorage.deallocate()
  }

  override var state: State {
    checkNotReducing()
    return currentState
  }

  override func withState(_ body: (borrowing State) -> Void) {
    checkNotReducing()
    // NB: Lent where it is: `body` only reads it, and no action runs meanwhile.
    withBorrowed(&currentState, body)
  }

  override var version: UInt64 { processing.count }

  override func storedPlaceInRoot() -> StoredPlace? {
    StoredPlace(root: self, address: UnsafeRawPointer(stateStorage))
  }

  /// Whether an action is being processed: an action sent now waits in the queue.
  @inlinable var isProcessing: Bool { processing.flags & SendFlags.processing != 0 }

  /// Processes `action` and everything it feeds back synchronously, or queues it behind the action being
  /// processed. Work the action starts joins `group`, or a new group if it starts any. `source` says
  /// which entry point the action came through, for a recording or an instrument.
  @inlinable
  @inline(__always)
  func send(_ action: Action, group: EffectGroup?, source: ActionOrigin<Action>) -> StoreTask {
    if _slowPath(processing.flags != 0) {
      return sendWhileBusyOrDebugging(action, group: group, source: source)
    }
    return processOutermost(startedBy: action, group: group, debugging: false) { group in
      write(action: action, origin: .view, owner: nil, group: &group, debugging: false) {
        reducer(&$0, action)
      }
    }
  }

  /// ``send(_:group:source:)`` while an action is being processed (it queues `action`) or while the
  /// store is debugged (it processes with `debugging` on).
  @inlinable
  @inline(never)
  func sendWhileBusyOrDebugging(
    _ action: Action, group: EffectGroup?, source: ActionOrigin<Action>
  ) -> StoreTask {
    if isProcessing {
      let group = group ?? EffectGroup()
      enqueue(action, owner: group, origin: debugSession == nil ? nil : OriginBox(resolved(source)))
      return StoreTask(group)
    }
    let origin = resolved(source)
    return processOutermost(startedBy: action, group: group, debugging: true) { group in
      write(action: action, origin: origin, owner: nil, group: &group, debugging: true) {
        reducer(&$0, action)
      }
    }
  }

  override func runExclusively(_ body: () -> Void) {
    guard !isProcessing else { return body() }
    _ = processOutermost(startedBy: nil, group: nil, debugging: debugSession != nil) { _ in body() }
  }

  /// Runs `body` (the first write of an outermost processing: actions sent meanwhile are queued), then
  /// processes the queue and tells the change path.
  @inlinable
  @inline(__always)
  func processOutermost(
    startedBy first: Action?, group: EffectGroup?, debugging: Bool, _ body: (inout EffectGroup?) -> Void
  ) -> StoreTask {
    processing.flags |= SendFlags.processing
    var currentGroup = group
    body(&currentGroup)
    drainAndNotify(startedBy: first, currentGroup: &currentGroup, debugging: debugging)
    // NB: Clears only its own flag: an observer may have started a recording meanwhile.
    processing.flags &= ~SendFlags.processing
    return StoreTask(currentGroup)
  }

  /// The one place the state changes: runs `change` on it (the reducer for `action`, for `dismissal`, or
  /// the change of the shared value `sharedChange` names), starts the effect it returns, tells the
  /// debugging hooks when `debugging` (a constant at each call, so the branches fold away), and marks
  /// the change for the notification that ends the send.
  @inlinable
  @inline(__always)
  func write(
    action: Action?,
    origin: ActionOrigin<Action>,
    owner: EffectGroup?,
    group: inout EffectGroup?,
    debugging: Bool,
    followsAnAction: Bool = false,
    sharedChange: String? = nil,
    dismissal: QueuedDismissal? = nil,
    _ change: (inout State) -> Effect<Action>
  ) {
    var step =
      debugging
      ? beginDebugStep(
        action: action, origin: origin, owner: owner, group: &group, sharedChange: sharedChange,
        dismissal: dismissal)
      : nil
    isReducing = true
    let effect = change(&currentState)
    isReducing = false
    if _slowPath(SharedTouches.sequence != processing.seenSharedTouches) { adoptSharedTouches() }
    if debugging { step?.reduced() }
    processing.count &+= 1
    if !effect.isNone, let action {
      start(effect, origin: action, owner: owner, group: &group, namespace: .root, keys: [])
    }
    if _slowPath(!watchedInstances.isEmpty) { cancelEffectsOfInstancesGone() }
    if debugging {
      endDebugStep(
        step, action: action, origin: origin, followsAnAction: followsAnAction, sharedChange: sharedChange,
        dismissal: dismissal)
    }
    processing.needsNotify = true
    if debugging { finishDebugStep(step, action: action, origin: origin) }
  }

  /// Processes what is queued, then tells the change path once; repeats while observers sent actions
  /// meanwhile. So observers hear one change per `send`, with the state its synchronous effects left.
  @inlinable
  @inline(__always)
  func drainAndNotify(startedBy first: Action?, currentGroup: inout EffectGroup?, debugging: Bool) {
    // NB: Counts across the rounds observers' actions start: an observer that always sends is a runaway.
    var processed = 1
    while true {
      if !processing.queue.isEmpty {
        processQueue(
          startedBy: first, currentGroup: &currentGroup, processed: &processed, debugging: debugging)
      }
      guard processing.needsNotify else { return }
      processing.needsNotify = false
      notifyChangePath(debugging: debugging)
    }
  }

  /// Tells the observers, then the element watchers, that the state changed (counted by an instrument).
  @inlinable
  @inline(__always)
  func notifyChangePath(debugging: Bool) {
    let session = debugging ? beginCountingFanOut() : nil
    notifyObservers(countingIn: session)
    if elementWatchers.list.isActive { elementWatchers.list.notify() }
    if debugging { measureHeldCost() }
  }

  /// Queues `action`, sent by an effect of the child instance `source` (`nil`: the root feature's).
  @inlinable
  func enqueue(
    _ action: Action, owner: EffectGroup?, source: InstanceLifetime? = nil, origin: OriginBox<Action>?
  ) {
    owner?.actionQueued()
    processing.queue.append(Pending(action: action, owner: owner, source: source, origin: origin))
  }

  /// Processes the queue, actions and dismissals in order. `processed` counts the actions of the
  /// outermost processing so far, for the runaway limit.
  @inlinable
  func processQueue(
    startedBy first: Action?, currentGroup: inout EffectGroup?, processed: inout Int, debugging: Bool
  ) {
    var head = 0
    // NB: A dismissal that follows an action is part of what it did, for a probe.
    var followsAnAction = first != nil
    while head < processing.queue.count {
      processed &+= 1
      if _slowPath(processed > RunawayChain.watchStart),
        !watch(processed: processed, startedBy: first, next: head)
      {
        break
      }
      let pending = processing.queue[head]
      head += 1
      if _slowPath(pending.source?.isGone == true) {
        dropEntryOfGoneInstance(pending)
        continue
      }
      guard let action = pending.action else {
        reduceDismissal(pending, followsAnAction: followsAnAction, debugging: debugging)
        continue
      }
      followsAnAction = true
      let origin = debugging ? pending.origin?.origin ?? .view : .view
      // NB: An action an effect sent joins its effect's group; one an observer sent, the current one.
      var group = pending.owner ?? currentGroup
      write(action: action, origin: origin, owner: pending.owner, group: &group, debugging: debugging) {
        reducer(&$0, action)
      }
      if let owner = pending.owner { owner.actionProcessed() } else { currentGroup = group }
      // NB: A long chain of `.send` effects runs in constant memory.
      if head >= 1024, head * 2 >= processing.queue.count {
        processing.queue.removeFirst(head)
        head = 0
      }
    }
    processing.queue.removeAll(keepingCapacity: true)
  }

  /// For the actions past ``RunawayChain/watchStart``: remembers the action at `next` and returns `true`
  /// under the limit; past it, drops the rest of the queue, reports the chain `first` started, and
  /// returns `false`.
  @usableFromInline
  @inline(never)
  func watch(processed: Int, startedBy first: Action?, next: Int) -> Bool {
    guard processed > RunawayChain.limit else {
      if processed == RunawayChain.watchStart + 1 { runaway = RunawayChain() }
      runaway.remember(processing.queue[next].action.map { "\($0)" } ?? "a dismissal")
      return true
    }
    let dropped = processing.queue.count - next
    // NB: A dropped action will never start effects: its group must not wait for it.
    for pending in processing.queue[next...] {
      pending.owner?.actionProcessed()
    }
    processing.queue.removeAll(keepingCapacity: false)
    RuntimeWarning.report(
      runaway.warning(first: first.map { "\($0)" } ?? "an observer's action", dropped: dropped))
    runaway = RunawayChain()
    return false
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    elementWatchers.observe(elementWithID: id, in: collection, state: currentState, notifying: core)
  }
}
