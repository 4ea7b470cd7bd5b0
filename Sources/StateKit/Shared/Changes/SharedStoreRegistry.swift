/// Every live root store, told when a shared value changes: each one whose state holds a changed value
/// bumps its version and tells its observers, as after an action.
///
/// Every root store is asked; each walks its state for the changed values (nothing is walked in a process
/// without shared values, and nothing is added to the path of actions), so a store of unrelated state,
/// and its background connectors, do no work for another feature's shared value.
/// A store registers once, when it is created, and unregisters in its `deinit`: nothing is added to the
/// path of its actions.
///
/// NB: The registry holds no reference that counts: a store may be released on any thread, and its
/// `deinit` unregisters it under the lock that a delivery holds while it calls the stores, so a store is
/// never called once its `deinit` has gone past that point. The lock is recursive: an observer told of a
/// change may create or release stores.
package enum SharedStoreRegistry {
  private static let lock = RecursiveLock()
  // NB: Read and written only holding `lock`.
  nonisolated(unsafe) private static var stores:
    [ObjectIdentifier: @MainActor (Set<ObjectIdentifier>?) -> Void] =
      [:]

  /// Registers the store `id` names, which `sharedValuesDidChange` tells, with the identifiers of the
  /// roots that changed (`nil`: any may have).
  static func register(
    _ id: ObjectIdentifier,
    sharedValuesDidChange: @escaping @MainActor (Set<ObjectIdentifier>?) -> Void
  ) {
    lock.withLock { stores[id] = sharedValuesDidChange }
  }

  /// Unregisters the store `id` names.
  static func unregister(_ id: ObjectIdentifier) {
    lock.withLock { _ = stores.removeValue(forKey: id) }
  }

  /// Tells every live store that the shared values of the roots `roots` names changed (`nil`: any may
  /// have).
  @MainActor
  static func sharedValuesDidChange(roots: Set<ObjectIdentifier>?) {
    lock.withLock {
      for id in Array(stores.keys) {
        // NB: Looked up again: a store told before may have released this one.
        stores[id]?(roots)
      }
    }
  }

  /// How many stores are registered: for tests.
  package static var liveCount: Int {
    lock.withLock { stores.count }
  }
}
