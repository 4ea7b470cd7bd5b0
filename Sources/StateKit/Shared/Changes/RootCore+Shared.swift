extension RootCore {
  /// Joins the holders of the shared values the initial state holds, and takes the changes they deliver
  /// (see ``SharedHolder``): called once, by the initializer.
  @inlinable
  func observeSharedValues() {
    // NB: `unowned(unsafe)` is safe: the holder calls the closure only while it is attached, and the core
    // detaches it first thing in its `deinit`, under the holder's lock.
    sharedHolder.attach { [unowned(unsafe) self] root in
      self.sharedValueDidChange(root)
    }
    processing.seenSharedTouches = SharedTouches.sequence
    confirmHeldSharedValues()
  }

  /// Joins the holders of the shared values made since this store's last write (see ``SharedTouches``),
  /// or, if more were made than the log keeps, of those in the state.
  @usableFromInline
  @inline(never)
  func adoptSharedTouches() {
    let (roots, latest) = SharedTouches.roots(after: processing.seenSharedTouches)
    processing.seenSharedTouches = latest
    guard let roots else { return confirmHeldSharedValues() }
    for root in roots { sharedHolder.hold(root) }
  }

  /// A shared value this store holds changed outside its actions: the change enters as a write with no
  /// action, then the change path runs, as at the end of an action. If the store is processing, the
  /// change waits until the main actor is free; a store whose state no longer holds the value leaves its
  /// holders.
  @inlinable
  func sharedValueDidChange(_ root: any AnySharedRoot) {
    guard !isProcessing else { return sharedHolder.deliverLater(root) }
    guard holds(root) else { return sharedHolder.release(ObjectIdentifier(root)) }
    // NB: `debugging` a constant on each path, as in `send`.
    if _slowPath(isDebugging) {
      writeSharedChange(of: root, debugging: true)
    } else {
      writeSharedChange(of: root, debugging: false)
    }
  }

  /// ``sharedValueDidChange(_:)``'s write, and the change path after it.
  @inlinable
  @inline(__always)
  func writeSharedChange(of root: any AnySharedRoot, debugging: Bool) {
    _ = processOutermost(startedBy: nil, group: nil, debugging: debugging) { group in
      write(
        action: nil, origin: .view, owner: nil, group: &group, debugging: debugging,
        sharedChange: debugging ? root.keyDescription : nil
      ) { _ in .none }
      sharedHolder.confirmation.carry(to: processing.count)
    }
  }

  /// Whether the state holds `root`: a value lists this store exactly while the store lists the value,
  /// unless the state was written since the store last confirmed which values it holds (see
  /// ``confirmHeldSharedValues()``).
  @inlinable
  func holds(_ root: any AnySharedRoot) -> Bool {
    if sharedHolder.confirmation.isCurrent(at: processing.count) { return true }
    confirmHeldSharedValues()
    return sharedHolder.roots[ObjectIdentifier(root)] != nil
  }

  /// Looks through the state for the shared values it holds, at any depth, joins their holders and
  /// leaves those of the values it no longer holds.
  @usableFromInline
  func confirmHeldSharedValues() {
    let snapshot = captureSharedValues(in: currentState)
    for entry in snapshot.entries.values { sharedHolder.hold(entry.root) }
    for id in sharedHolder.roots.keys where snapshot.entries[id] == nil { sharedHolder.release(id) }
    let isNested = snapshot.entries.values.contains { !captureSharedValues(in: $0.value).isEmpty }
    sharedHolder.confirmation.confirm(at: processing.count, isNested: isNested)
  }
}
