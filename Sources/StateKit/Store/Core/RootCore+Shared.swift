extension RootCore {
  /// Joins the holders of the shared values the initial state holds, and takes the changes they deliver
  /// (see ``SharedHolder``): called once, by the initializer.
  @usableFromInline
  func observeSharedValues() {
    // NB: `unowned(unsafe)`, not weak: a weak reference gives the core a side table, which makes every
    // retain and release of it slower, on every action. The holder calls the closure only while it is
    // attached, and the core detaches it first thing in its `deinit`, under the holder's lock.
    sharedHolder.attach { [unowned(unsafe) self] root in
      self.sharedValueDidChange(root)
    }
    seenSharedTouches = SharedTouches.sequence
    confirmHeldSharedValues()
  }

  /// Stops the deliveries: called by `deinit`.
  nonisolated func stopObservingSharedValues() {
    sharedHolder.detach()
  }

  /// Joins the holders of the shared values made since this store's last write: one of them may be what
  /// the write put in the state (see ``SharedTouches``). If more were made than the log keeps, looks
  /// through the state instead.
  @usableFromInline
  @inline(never)
  func adoptSharedTouches() {
    let (roots, latest) = SharedTouches.roots(after: seenSharedTouches)
    seenSharedTouches = latest
    guard let roots else { return confirmHeldSharedValues() }
    for root in roots { sharedHolder.hold(root) }
  }

  /// A shared value this store holds changed outside its actions: the change enters as a write with no
  /// action (see ``write(action:origin:owner:group:debugging:followsAnAction:sharedChange:_:)``), and
  /// the change path runs once, as at the end of an action.
  ///
  /// If the store is processing (a delivery made from inside an action), the change waits until the main
  /// actor is free. A store whose state no longer holds the value leaves its holders, and does nothing.
  func sharedValueDidChange(_ root: any AnySharedRoot) {
    guard !isProcessing else { return sharedHolder.deliverLater(root) }
    guard holds(root) else { return sharedHolder.release(ObjectIdentifier(root)) }
    let debugging = debugSession != nil
    sendFlags |= SendFlags.processing
    var group: EffectGroup?
    write(
      action: nil, origin: .view, owner: nil, group: &group, debugging: debugging,
      sharedChange: root.keyDescription
    ) { _ in .none }
    // NB: A change of a shared value changes its value, not which values the state holds, unless a shared
    // value the state holds holds others.
    if let confirmed = sharedHolder.confirmed, !confirmed.isNested, confirmed.version == processedCount &- 1 {
      sharedHolder.confirmed = (processedCount, false)
    }
    drainAndNotify(startedBy: nil, currentGroup: &group, debugging: debugging)
    sendFlags &= ~SendFlags.processing
  }

  /// Whether the state holds `root` now: looked up among the values confirmed, which are confirmed again
  /// (see ``confirmHeldSharedValues()``) when the state was written since.
  private func holds(_ root: any AnySharedRoot) -> Bool {
    if sharedHolder.confirmed?.version != processedCount { confirmHeldSharedValues() }
    return sharedHolder.roots[ObjectIdentifier(root)] != nil
  }

  /// Looks through the state for the shared values it holds, at any depth, joins their holders and
  /// leaves those of the values it no longer holds.
  private func confirmHeldSharedValues() {
    let snapshot = captureSharedValues(in: currentState)
    for entry in snapshot.entries.values { sharedHolder.hold(entry.root) }
    for id in sharedHolder.roots.keys where snapshot.entries[id] == nil { sharedHolder.release(id) }
    let isNested = snapshot.entries.values.contains { !captureSharedValues(in: $0.value).isEmpty }
    sharedHolder.confirmed = (processedCount, isNested)
  }
}
