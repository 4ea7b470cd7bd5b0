extension RootCore {
  /// Queues a dismissal that a running effect asked for behind the actions queued before it, and
  /// processes the queue now if the store is idle.
  func receive(
    _ dismissal: Dismissal, namespace: EffectNamespace, source: InstanceLifetime?, group: EffectGroup
  ) {
    group.actionQueued()
    processing.queue.append(
      Pending(
        action: nil, owner: group, source: source,
        dismissal: QueuedDismissal(dismissal, namespace: namespace, origin: nil)))
    runExclusively {}
  }

  /// Reduces the dismissal `pending` holds down its route, in a write with no action: the `ifLet` or
  /// `forEach` that owns the instance clears or removes it, and its effects are cancelled. A dismissal
  /// that no reducer on its route takes is reported.
  @usableFromInline
  @inline(never)
  func reduceDismissal(_ pending: Pending, followsAnAction: Bool, debugging: Bool) {
    defer { pending.owner?.actionProcessed() }
    guard let queued = pending.dismissal else { return }
    let dismissal = queued.dismissal
    func reportUnhandled() {
      dismissal.reportUnhandled(by: queued.origin.map { "\(reducerType) for \($0)" } ?? "\(reducerType)")
    }
    guard let route = dismissal.rootRoute else {
      if queued.namespace.isRoot, dismissal.isUnclaimed, let dismissRoot = probe?.dismissRoot {
        return dismissRoot()
      }
      return reportUnhandled()
    }
    var group: EffectGroup?
    write(
      action: nil, origin: .view, owner: nil, group: &group, debugging: debugging,
      followsAnAction: followsAnAction, dismissal: queued
    ) { state in
      guard self.route(&state, route) != nil else { return .none }
      queued.wasTaken = true
      let namespace = route.namespace
      effectsCancelled &+= effects.cancel(namespace: namespace)
      instances.remove(namespace)
      return .none
    }
    if !queued.wasTaken { reportUnhandled() }
  }

  /// Drops a queued action (with a runtime warning) or dismissal whose child instance went away while it
  /// waited.
  @usableFromInline
  @inline(never)
  func dropEntryOfGoneInstance(_ pending: Pending) {
    pending.owner?.actionProcessed()
    guard let action = pending.action else { return }
    RuntimeWarning.report(
      """
      \(action), sent by an effect of a feature instance that was dismissed, removed or replaced \
      before its turn, was dropped, so it cannot reach a newer instance at the same place.
      """
    )
  }
}
