/// How a root core starts the effects its reducer returns: sends queued, work launched in the registry,
/// cancellations, and the child instances whose effects end with them.
extension RootCore {
  /// Starts `effect`, which the reducer returned for `origin`, in the child instance `namespace` under the
  /// cancellation identifiers `keys`: its actions join `owner`'s group, its asynchronous work `group`.
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
      processing.queue.append(
        Pending(
          action: nil, owner: owner, source: namespace.isRoot ? nil : instances.lifetime(of: namespace),
          dismissal: QueuedDismissal(dismissal, namespace: namespace, origin: "\(origin)"))
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
  fileprivate func reportMismatchedCancellation(of id: EffectID, origin: Action) {
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

  fileprivate func launch(
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
