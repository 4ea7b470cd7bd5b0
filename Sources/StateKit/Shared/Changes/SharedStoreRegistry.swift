/// Every live root store, told when a shared value changes: each bumps its version and tells its
/// observers, as after an action.
///
/// A store cannot tell cheaply whether its state holds a given shared value, so every root store is told;
/// its derived stores (scopes, connectors) compare their states and stay quiet unless theirs changed.
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
  nonisolated(unsafe) private static var stores: [ObjectIdentifier: @MainActor () -> Void] = [:]

  /// Registers the store `id` names, which `sharedValuesDidChange` tells.
  static func register(_ id: ObjectIdentifier, sharedValuesDidChange: @escaping @MainActor () -> Void) {
    lock.withLock { stores[id] = sharedValuesDidChange }
  }

  /// Unregisters the store `id` names.
  static func unregister(_ id: ObjectIdentifier) {
    lock.withLock { _ = stores.removeValue(forKey: id) }
  }

  /// Tells every live store that shared values changed.
  @MainActor
  static func sharedValuesDidChange() {
    lock.withLock {
      for id in Array(stores.keys) {
        // NB: Looked up again: a store told before may have released this one.
        stores[id]?()
      }
    }
  }

  /// How many stores are registered: for tests.
  package static var liveCount: Int {
    lock.withLock { stores.count }
  }
}
