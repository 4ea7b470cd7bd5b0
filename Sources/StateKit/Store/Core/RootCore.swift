/// The core of a root store: it owns the state, runs the reducer, queues actions and starts effects.
@MainActor
final class RootCore<State, Action>: StoreCore<State, Action> {
  /// Who an action processed by the store belongs to, for ``StoreTask``.
  private enum Owner {
    /// The action passed to the `send(_:)` being processed, or one its `.send` effects fed back.
    case current
    /// An action queued while another was processed; its work belongs to its own group.
    case queued(EffectGroup)
  }

  private var currentState: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private let effects = EffectRegistry()
  private var queue: [(action: Action, owner: Owner)] = []
  private var isProcessing = false
  private var observers = ObserverList()

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    self.currentState = initialState
    self.reducer = reducer
  }

  deinit {
    effects.cancelAll()
  }

  override var state: State { currentState }

  override func send(_ action: Action) -> StoreTask {
    send(action, group: nil)
  }

  /// Processes `action` and everything it feeds back synchronously, or queues it behind the action being
  /// processed. Work the action starts joins `group`, or a new group if it starts any.
  func send(_ action: Action, group: EffectGroup?) -> StoreTask {
    if isProcessing {
      let group = group ?? EffectGroup()
      group.actionQueued()
      queue.append((action, .queued(group)))
      return StoreTask(group)
    }
    isProcessing = true
    defer { isProcessing = false }

    var currentGroup = group
    var next: (action: Action, owner: Owner)? = (action, .current)
    var head = 0
    while let (action, owner) = next {
      let effect = reducer(&currentState, action)
      switch owner {
      case .current:
        if !effect.isNone {
          start(effect, origin: action, owner: owner, group: &currentGroup, ids: [])
        }
      case .queued(let queuedGroup):
        var group: EffectGroup? = queuedGroup
        if !effect.isNone {
          start(effect, origin: action, owner: owner, group: &group, ids: [])
        }
        queuedGroup.actionProcessed()
      }
      // NB: Observers run once the action's effects are started, so an action an observer sends waits
      // behind the ones the `.send` effects queued. Notify from a copy: an observer may add or remove
      // observers while it runs.
      let observers = self.observers
      observers.notify()
      if head < queue.count {
        next = queue[head]
        head += 1
        // NB: Drop processed entries now and then, so that a long chain of `.send` effects runs in
        // constant memory.
        if head >= 1024, head * 2 >= queue.count {
          queue.removeFirst(head)
          head = 0
        }
      } else {
        next = nil
      }
    }
    queue.removeAll(keepingCapacity: true)
    return StoreTask(currentGroup)
  }

  override func observe(_ observer: @escaping @MainActor () -> Void) -> ObserverToken {
    observers.add(observer, owner: self)
  }

  func removeObserver(_ id: Int) {
    observers.remove(id)
  }

  /// The number of effects still running, for tests.
  var runningEffectCount: Int { effects.count }

  // MARK: - Effects

  private func start(
    _ effect: Effect<Action>,
    origin: Action,
    owner: Owner,
    group: inout EffectGroup?,
    ids: [EffectID]
  ) {
    switch effect.operation {
    case .none:
      break
    case .send(let action):
      if case .queued(let group) = owner { group.actionQueued() }
      queue.append((action, owner))
    case .run(let run):
      let group =
        group
        ?? { () -> EffectGroup in
          let created = EffectGroup()
          group = created
          return created
        }()
      launch(run, origin: origin, group: group, ids: ids)
    case .merge(let effects):
      for effect in effects {
        start(effect, origin: origin, owner: owner, group: &group, ids: ids)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { effects.cancel(id: id) }
      start(effect, origin: origin, owner: owner, group: &group, ids: ids + [id])
    case .cancel(let id):
      effects.cancel(id: id)
    }
  }

  private func launch(_ run: Effect<Action>.Run, origin: Action, group: EffectGroup, ids: [EffectID]) {
    #if DEBUG
      let origin = "\(origin)"
    #else
      let origin = ""
    #endif
    let location = run.location
    let send = Send<Action>(registry: effects) { [weak self] action in
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
      guard !Task.isCancelled else { return }
      _ = self.send(action, group: group)
    }
    effects.launch(priority: run.priority, ids: ids, group: group) {
      await run.body(send)
    }
  }
}

extension Effect {
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }
}
