/// The core of a root store, where the change path starts: it owns the state, runs the reducer, queues
/// actions, starts effects, and tells its observers, then its element watchers, once per `send`, after
/// the actions its effects fed back synchronously (see ``drainAndNotify(startedBy:currentGroup:debugging:)``).
///
/// Every change of the state goes through ``write(action:origin:owner:group:debugging:followsAnAction:_:)``.
/// The `send` path (``send(_:group:source:)``, ``process(_:origin:owner:group:debugging:)``, `write`,
/// ``drainAndNotify(startedBy:currentGroup:debugging:)``) is `@inlinable`: the store's initializer, inlined
/// where the feature creates its store, makes the closure in ``StoreCore/send`` there, so that path runs
/// code specialized for the feature's state and action.
@MainActor
@usableFromInline
final class RootCore<State, Action>: StoreCore<State, Action> {
  /// An action, or a dismissal, waiting for its turn, with the group of the `send(_:)` it belongs to:
  /// `nil` for the `send(_:)` being processed, whose group is only created if it starts asynchronous work.
  @usableFromInline
  struct Pending {
    /// The action; `nil` for a dismissal.
    @usableFromInline let action: Action?
    @usableFromInline let owner: EffectGroup?
    /// The child instance whose effect queued the action or the dismissal, if not the root feature: it is
    /// dropped if that instance is gone by its turn.
    @usableFromInline let source: InstanceLifetime?
    /// Where the action came from, while the store records or measures; `nil` otherwise.
    @usableFromInline let origin: OriginBox<Action>?
    /// The dismissal, when ``action`` is `nil`.
    @usableFromInline let dismissal: QueuedDismissal?

    @inlinable init(
      action: Action, owner: EffectGroup?, source: InstanceLifetime? = nil, origin: OriginBox<Action>? = nil
    ) {
      self.action = action
      self.owner = owner
      self.source = source
      self.origin = origin
      self.dismissal = nil
    }

    init(dismissal: QueuedDismissal, owner: EffectGroup?, source: InstanceLifetime?) {
      self.action = nil
      self.owner = owner
      self.source = source
      self.origin = nil
      self.dismissal = dismissal
    }
  }

  /// The state, in memory of its own: at an address fixed for the core's lifetime, where a scoped core
  /// or a publisher reads one property of it in place (see ``storedPlaceInRoot()``). The reducer mutates
  /// it in place, with ``CoreNode/isReducing`` set: a read of the state meanwhile stops with a message
  /// that says what happened (see ``checkedState``); nothing else writes it.
  // NB: `nonisolated(unsafe)` only so that the deinit, which may run on any thread, can free it: by then
  // nothing else holds the core, so nothing else can reach the memory. Everything else reaches it on the
  // main actor.
  @usableFromInline nonisolated(unsafe) let stateStorage: UnsafeMutablePointer<State>
  /// The state, where ``stateStorage`` keeps it.
  @inlinable var currentState: State {
    unsafeAddress { UnsafePointer(stateStorage) }
    unsafeMutableAddress { stateStorage }
  }
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Reduces a dismissal down its route: the root reducer's ``Reducer/_reduce(into:route:)``.
  @usableFromInline let route: (inout State, _ChildRoute) -> Bool?
  @usableFromInline let effects = EffectRegistry()
  // NB: The properties marked so are touched only by this class, on the main actor, and no access to one
  // spans a call that could touch it again: every access is a single read or write. Their run-time
  // exclusivity checks, paid on every action (see Benchmarks/UNSAFE.md), are off.
  /// The actions waiting for their turn.
  @exclusivity(unchecked) @usableFromInline var queue: [Pending] = []
  /// ``SendFlags/processing`` while an action is processed, ``SendFlags/debugging`` while the store
  /// records or measures: `send` takes its fast path only when both are clear.
  @exclusivity(unchecked) @usableFromInline var sendFlags: UInt8 = 0
  /// How many actions were processed: the ``CoreNode/version`` derived cores cache against.
  @exclusivity(unchecked) @usableFromInline var processedCount: UInt64 = 0
  // MARK: Shared values (see RootCore+Shared.swift)
  /// This store as the shared values its state holds know it: what their changes are delivered to.
  @usableFromInline let sharedHolder: SharedHolder
  /// The sequence number of the latest shared value made that this store's writes took (see
  /// ``SharedTouches``).
  @exclusivity(unchecked) @usableFromInline var seenSharedTouches: UInt64 = 0
  // MARK: -
  /// The watchers of the lists in the state that row stores watch, told after the observers.
  @usableFromInline let elementWatchers: ElementWatchers<State>
  /// Whether the state changed since the change path was last told: set by every write, cleared by the
  /// notification at the end of the outermost `send` (or of the processing that wrote).
  @exclusivity(unchecked) @usableFromInline var needsNotify = false
  /// The last actions of the latest chain that came near the runaway limit.
  private var runaway = RunawayChain()
  /// Which child instances the running effects belong to still exist: see ``InstanceLifetime``.
  let instances = InstanceLifetime()
  /// The type of the root reducer, for messages.
  @usableFromInline let reducerType: Any.Type
  /// The effects started and cancelled so far: an instrument reports the difference across one action.
  @usableFromInline var effectsStarted = 0
  @usableFromInline var effectsCancelled = 0
  /// The child instances whose effects may still run, with the route that asks whether each is still in
  /// the state: after every action, the effects of one that is gone are cancelled (see
  /// ``PresenceCheck``).
  // NB: Touched only by this class, on the main actor, outside the reducer. The one access that spans
  // calls, the check after an action, calls only the effect registry and the reducers' routes on a copy
  // of the state: neither can reach this store, so no access can overlap it.
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
    // NB: Unretained: the closure is stored in this core and reached only through it (a store, or a
    // derived core, holds this core strongly for as long as it can call it), so `self` is alive whenever
    // it runs; a counted reference would make a cycle. Nor retained for each call (see `withObject`).
    let unretained = Unmanaged.passUnretained(self)
    send = { action in withObject(unretained) { $0.send(action, group: nil, source: .unresolvedChild) } }
    // NB: The stored state, where it is, as `withState` lends it: the rows' stores read it meanwhile, and
    // nothing writes it (an action sent now waits in the queue). Unretained, as `send`: this core holds
    // the watchers, and only this core tells them, while it is alive.
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
    stopObservingSharedValues()
    stateStorage.deinitialize(count: 1)
    stateStorage.deallocate()
  }

  override var state: State { checkedState }

  /// The state, unless the reducer is changing it right now: then reading it is a bug, reported.
  @inlinable
  var checkedState: State {
    checkNotReducing()
    return currentState
  }

  override func withState(_ body: (borrowing State) -> Void) {
    checkNotReducing()
    // NB: The stored state, where it is: `body` only reads it, and no action runs meanwhile (a read sends
    // nothing).
    withBorrowed(&currentState, body)
  }

  override var version: UInt64 { processedCount }

  override func storedPlaceInRoot() -> StoredPlace? {
    StoredPlace(root: self, address: UnsafeRawPointer(stateStorage))
  }

  /// Whether an action is being processed: an action sent now waits in the queue.
  @inlinable var isProcessing: Bool { sendFlags & SendFlags.processing != 0 }

  /// Processes `action` and everything it feeds back synchronously, or queues it behind the action being
  /// processed. Work the action starts joins `group`, or a new group if it starts any. `source` says
  /// which entry point the action came through, for a recording or an instrument.
  @inlinable
  @inline(__always)
  func send(_ action: Action, group: EffectGroup?, source: ActionOrigin<Action>) -> StoreTask {
    if _slowPath(sendFlags != 0) {
      return sendWhileBusyOrDebugging(action, group: group, source: source)
    }
    sendFlags = SendFlags.processing
    var currentGroup = group
    process(action, origin: .view, owner: nil, group: &currentGroup, debugging: false)
    drainAndNotify(startedBy: action, currentGroup: &currentGroup, debugging: false)
    // NB: Clears only its own flag: an observer may have started a recording meanwhile.
    sendFlags &= ~SendFlags.processing
    return StoreTask(currentGroup)
  }

  /// ``send(_:group:source:)`` while an action is being processed (it queues `action`) or while the
  /// store records, measures or probes (it processes `action` and its queue with `debugging` on).
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
    sendFlags |= SendFlags.processing
    var currentGroup = group
    process(action, origin: resolved(source), owner: nil, group: &currentGroup, debugging: true)
    drainAndNotify(startedBy: action, currentGroup: &currentGroup, debugging: true)
    sendFlags &= ~SendFlags.processing
    return StoreTask(currentGroup)
  }

  override func runExclusively(_ body: () -> Void) {
    guard !isProcessing else { return body() }
    sendFlags |= SendFlags.processing
    body()
    var group: EffectGroup?
    drainAndNotify(startedBy: nil, currentGroup: &group, debugging: debugSession != nil)
    sendFlags &= ~SendFlags.processing
  }

  /// Runs the reducer for `action` through ``write(action:origin:owner:group:debugging:followsAnAction:sharedChange:_:)``.
  @inlinable
  @inline(__always)
  func process(
    _ action: Action,
    origin: ActionOrigin<Action>,
    owner: EffectGroup?,
    group: inout EffectGroup?,
    debugging: Bool
  ) {
    write(action: action, origin: origin, owner: owner, group: &group, debugging: debugging) { state in
      reducer(&state, action)
    }
  }

  /// The one place the state changes: runs `change` on it (the reducer for `action`; with no action, the
  /// reducer for `dismissal`, or the change of the shared value `sharedChange` names), starts the effect
  /// it returns, tells a recording, a probe and an instrument when `debugging`, and marks the change for
  /// the notification that ends the send (``needsNotify``).
  ///
  /// NB: Inlinable, and called with `debugging` a constant: on the path of a store that neither records,
  /// measures nor probes, every debugging branch folds away.
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
    if _slowPath(SharedTouches.sequence != seenSharedTouches) { adoptSharedTouches() }
    if debugging { step?.reduced() }
    processedCount &+= 1
    if !effect.isNone, let action {
      start(effect, origin: action, owner: owner, group: &group, namespace: .root, keys: [])
    }
    if _slowPath(!watchedInstances.isEmpty) { cancelEffectsOfInstancesGone() }
    if debugging {
      endDebugStep(
        step, action: action, origin: origin, followsAnAction: followsAnAction, sharedChange: sharedChange,
        dismissal: dismissal)
    }
    needsNotify = true
    if debugging { finishDebugStep(step, action: action, origin: origin) }
  }

  /// Processes what is queued, then tells the change path once about everything processed; then, as
  /// long as observers sent actions meanwhile (they wait in the queue), processes those and tells the
  /// change path once more. What ends every outermost processing: a `send`, ``runExclusively(_:)``,
  /// a dismissal an effect asked for while the store was idle.
  ///
  /// So observers hear one change per `send`, with the state its synchronous effects (`.send`, `merge`,
  /// the synchronous head of `concatenate`) left; an action an asynchronous effect sends later is a
  /// `send` of its own.
  @inlinable
  @inline(__always)
  func drainAndNotify(startedBy first: Action?, currentGroup: inout EffectGroup?, debugging: Bool) {
    // NB: Counts the actions of this outermost processing, the first one included, across the rounds
    // that observers' actions start, so that an observer that always sends is stopped as a runaway chain.
    var processed = 1
    while true {
      if !queue.isEmpty {
        processQueue(
          startedBy: first, currentGroup: &currentGroup, processed: &processed, debugging: debugging)
      }
      guard needsNotify else { return }
      needsNotify = false
      notifyChangePath(debugging: debugging)
    }
  }

  /// Tells the observers, then the element watchers, that the state changed, counting what they wake in
  /// the cost of the last action measured when an instrument measures (see ``ActionCost``).
  @inlinable
  @inline(__always)
  func notifyChangePath(debugging: Bool) {
    let session = debugging ? beginCountingFanOut() : nil
    notifyObservers(countingIn: session)
    if elementWatchers.list.isActive { elementWatchers.list.notify() }
    if debugging { measureHeldCost() }
  }

  @inlinable
  func enqueue(_ action: Action, owner: EffectGroup?, origin: OriginBox<Action>?) {
    owner?.actionQueued()
    queue.append(Pending(action: action, owner: owner, origin: origin))
  }

  /// Queues an action that an effect of the child instance `source` sent.
  func enqueue(
    _ action: Action, owner: EffectGroup?, source: InstanceLifetime?, origin: OriginBox<Action>?
  ) {
    owner?.actionQueued()
    queue.append(Pending(action: action, owner: owner, source: source, origin: origin))
  }

  /// Processes the queue, actions and dismissals in order, each through
  /// ``write(action:origin:owner:group:debugging:followsAnAction:sharedChange:dismissal:_:)``.
  /// `processed` counts the actions of the outermost processing so far: one comparison per action until
  /// the last few before the limit, which are described to name the cycle.
  @inlinable
  func processQueue(
    startedBy first: Action?, currentGroup: inout EffectGroup?, processed: inout Int, debugging: Bool
  ) {
    var head = 0
    // NB: Whether an action of this processing ran before the next entry: a dismissal that follows one is
    // part of what it did, for a probe.
    var followsAnAction = first != nil
    while head < queue.count {
      processed &+= 1
      if _slowPath(processed > RunawayChain.watchStart),
        !watch(processed: processed, startedBy: first, next: head)
      {
        break
      }
      let pending = queue[head]
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
      if let owner = pending.owner {
        var group: EffectGroup? = owner
        process(action, origin: origin, owner: owner, group: &group, debugging: debugging)
        owner.actionProcessed()
      } else {
        process(action, origin: origin, owner: nil, group: &currentGroup, debugging: debugging)
      }
      // NB: Drop processed entries now and then, so that a long chain of `.send` effects runs in
      // constant memory.
      if head >= 1024, head * 2 >= queue.count {
        queue.removeFirst(head)
        head = 0
      }
    }
    queue.removeAll(keepingCapacity: true)
  }

  /// Called for the actions past ``RunawayChain/watchStart``: remembers the action at `next` and returns
  /// `true` while under the limit; past it, drops the queue from `next` on, reports the runaway chain that
  /// `first` started and returns `false`.
  @usableFromInline
  @inline(never)
  func watch(processed: Int, startedBy first: Action?, next: Int) -> Bool {
    guard processed > RunawayChain.limit else {
      if processed == RunawayChain.watchStart + 1 { runaway = RunawayChain() }
      runaway.remember(queue[next].action.map { "\($0)" } ?? "a dismissal")
      return true
    }
    let dropped = queue.count - next
    // NB: A dropped action will never start effects: its group must not wait for it.
    for pending in queue[next...] {
      pending.owner?.actionProcessed()
    }
    queue.removeAll(keepingCapacity: false)
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

  // MARK: - Effects

  @usableFromInline
  func start(
    _ effect: Effect<Action>,
    origin: Action,
    owner: EffectGroup?,
    group: inout EffectGroup?,
    namespace: EffectNamespace,
    keys: [CancelKey]
  ) {
    switch effect.operation {
    case .none:
      break
    case .send(let action):
      effectsStarted &+= 1
      let recorded = debugSession == nil ? nil : OriginBox(.effect(startedBy: origin))
      if namespace.isRoot {
        enqueue(action, owner: owner, origin: recorded)
      } else {
        enqueue(action, owner: owner, source: instances.lifetime(of: namespace), origin: recorded)
      }
    case .run(let run):
      effectsStarted &+= 1
      let runGroup = group ?? EffectGroup()
      group = runGroup
      launch(run, origin: origin, group: runGroup, namespace: namespace, keys: keys)
    case .merge(let effects):
      for effect in effects {
        start(effect, origin: origin, owner: owner, group: &group, namespace: namespace, keys: keys)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { effectsCancelled &+= effects.cancel(id: id, in: namespace) }
      let key = CancelKey(namespace: namespace, id: id)
      start(effect, origin: origin, owner: owner, group: &group, namespace: namespace, keys: keys + [key])
    case .cancel(let id):
      let cancelled = effects.cancel(id: id, in: namespace)
      effectsCancelled &+= cancelled
      if cancelled == 0 {
        reportMismatchedCancellation(of: id, origin: origin)
      }
    case .namespaced(let child, let effect):
      let namespace = namespace.appending(child)
      start(effect, origin: origin, owner: owner, group: &group, namespace: namespace, keys: keys)
    case .cancelChild(let child):
      let namespace = namespace.appending(child)
      effectsCancelled &+= effects.cancel(namespace: namespace)
      instances.remove(namespace)
    case .watch(let check):
      guard !namespace.isRoot else { break }
      watchedInstances.watch(namespace, route: check.rootRoute)
    case .dismiss(let dismissal):
      owner?.actionQueued()
      queue.append(
        Pending(
          dismissal: QueuedDismissal(dismissal, namespace: namespace, origin: "\(origin)"),
          owner: owner,
          source: namespace.isRoot ? nil : instances.lifetime(of: namespace)
        )
      )
    }
  }

  /// Cancels the effects of every watched child instance that the state no longer holds, however it went
  /// away, and stops watching those whose effects all finished: nothing of theirs can run any more. Looks
  /// only at what the action may have changed (see ``WatchedInstances``).
  @usableFromInline
  @inline(never)
  func cancelEffectsOfInstancesGone() {
    // NB: A presence check only reads; the reducers on its route get this copy, never the stored state.
    // A route no reducer took (a hand-written `map` on the way) answers `nil`: nothing to cancel.
    var state = currentState
    let gone = watchedInstances.checkForInstancesGone(
      running: { effects.namespacesRunning(among: $0) },
      isPresent: { route(&state, $0) }
    )
    for namespace in gone {
      effectsCancelled &+= effects.cancel(namespace: namespace)
      instances.remove(namespace)
    }
  }

  /// Reports a `.cancel(id:)` that cancelled nothing while an effect runs under an identifier that looks
  /// the same but has another type: a cancellation that can never reach the effect it was meant for.
  private func reportMismatchedCancellation(of id: EffectID, origin: Action) {
    #if DEBUG
      guard let running = effects.runningIDs(resembling: id).first else { return }
      RuntimeWarning.report(
        """
        `.cancel(id: \(id.debugDescription))`, returned for \(origin), cancelled nothing: no effect runs \
        under that identifier, of type \(id.valueType). One runs under \(running.debugDescription), of \
        type \(running.valueType), which prints the same but never matches: identifiers match by type and \
        `==`. Use the same identifier, of the same type, in `.cancellable(id:)` and `.cancel(id:)`.
        """
      )
    #endif
  }

  private func launch(
    _ run: Effect<Action>.Run,
    origin: Action,
    group: EffectGroup,
    namespace: EffectNamespace,
    keys: [CancelKey]
  ) {
    let startedBy = origin
    #if DEBUG
      let origin = "\(origin)"
    #else
      let origin = ""
    #endif
    let location = run.location
    let source = namespace.isRoot ? nil : instances.lifetime(of: namespace)
    let context = EffectContext(registry: effects, namespace: namespace) { [weak self] dismissal in
      guard let self, !Task.isCancelled, source?.isGone != true else { return }
      self.receive(dismissal, namespace: namespace, source: source, group: group)
    }
    let finished = LockedState(false)
    let send = Send<Action>(context: context) { [weak self] action in
      if finished.withLock({ $0 }) { reportSendAfterFinishing(action, location: location, origin: origin) }
      guard let self else {
        RuntimeWarning.report(
          """
          An effect sent \(action) after its store was deallocated; the action was ignored. \
          The effect was started at \(location) by \(origin). A store cancels its effects when it goes \
          away: check `Task.isCancelled` or call `try Task.checkCancellation()` in long-running work.
          """
        )
        return
      }
      if let source, source.isGone {
        RuntimeWarning.report(
          """
          An effect sent \(action) after the feature instance that started it was dismissed, removed or \
          replaced; the action was dropped, so it cannot reach a newer instance at the same place. The \
          effect was started at \(location) by \(origin).
          """
        )
        return
      }
      guard !Task.isCancelled else { return }
      _ = self.send(action, group: group, source: .effect(startedBy: startedBy))
    }
    effects.launch(priority: run.priority, namespace: namespace, keys: keys, group: group) {
      await run.body(send)
      finished.withLock { $0 = true }
    }
  }
}

/// Reports an action sent by an effect, started at `location` by `origin`, after its operation returned.
private func reportSendAfterFinishing<Action>(_ action: Action, location: CodeLocation, origin: String) {
  RuntimeWarning.report(
    """
    An effect sent \(action) after it had finished: its `send` escaped into work that outlived it (an \
    unstructured `Task`, a callback). The effect was started at \(location) by \(origin). The action was \
    still sent, but nothing waits for it: a test store cannot wait for it, nor a cancellation stop it. \
    Await that work inside the effect's operation (`await task.value`, `withTaskGroup`) so that it does \
    not return until it is done sending.
    """
  )
}
