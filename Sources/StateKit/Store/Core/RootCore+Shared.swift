extension RootCore {
  /// Registers this store to be told when a shared value changes (see ``SharedStoreRegistry``): called
  /// once, by the initializer.
  @usableFromInline
  func observeSharedValues() {
    // NB: `unowned(unsafe)`, not weak: a weak reference gives the core a side table, which makes every
    // retain and release of it slower, on every action. The registry calls the closure only while the core
    // is registered, and the core unregisters first thing in its `deinit`, under the registry's lock.
    SharedStoreRegistry.register(ObjectIdentifier(self)) { [unowned(unsafe) self] roots in
      self.sharedValuesDidChange(roots: roots)
    }
  }

  /// Unregisters this store: called by `deinit`.
  nonisolated func stopObservingSharedValues() {
    SharedStoreRegistry.unregister(ObjectIdentifier(self))
  }

  /// A shared value the state may hold changed outside this store's actions: the state changed as if
  /// after an action, so the version moves on and the change path runs once, as it ends this store's
  /// processing (see ``runExclusively(_:)``).
  /// If the store is processing (a delivery made from inside an action), the change waits for the next
  /// delivery, after the processing ends. A store whose state holds none of the roots `roots` names (when
  /// it names them) does nothing.
  func sharedValuesDidChange(roots: Set<ObjectIdentifier>?) {
    guard !isProcessing else {
      SharedChanges.scheduleDelivery()
      return
    }
    if let roots, sharedRootsOfTheState().isDisjoint(with: roots) { return }
    runExclusively {
      processedCount &+= 1
      // NB: The shared values changed, not which ones the state holds, unless a shared value holds others.
      if let held = heldSharedRoots, !held.isNested, held.version == processedCount &- 1 {
        heldSharedRoots?.version = processedCount
      }
      needsNotify = true
    }
  }

  /// The roots of the shared values the state holds now, walked for once per action at most.
  private func sharedRootsOfTheState() -> Set<ObjectIdentifier> {
    if let held = heldSharedRoots, held.version == processedCount { return held.roots }
    let snapshot = captureSharedValues(in: currentState)
    let roots = Set(snapshot.entries.keys)
    let isNested = snapshot.entries.values.contains { !captureSharedValues(in: $0.value).isEmpty }
    heldSharedRoots = (processedCount, roots, isNested)
    return roots
  }
}
