/// Every live root store, told when a shared value changes: each bumps its version and tells its
/// observers, as after an action.
///
/// A store cannot tell cheaply whether its state holds a given shared value, so every root store is told;
/// its derived stores (scopes, connectors) compare their states and stay quiet unless theirs changed.
/// A store registers once, when it is created, and nothing is added to the path of its actions.
@MainActor
package enum SharedStoreRegistry {
  private static var stores: [RegisteredStore] = []
  /// The count at which dead entries are swept next.
  private static var sweepAt = 64

  /// Adds a store.
  static func register(_ store: RegisteredStore) {
    stores.append(store)
    if stores.count >= sweepAt {
      stores.removeAll { !$0.isAlive() }
      sweepAt = max(64, stores.count * 2)
    }
  }

  /// Tells every live store that shared values changed.
  static func sharedValuesDidChange() {
    stores.removeAll { !$0.isAlive() }
    // NB: A copy: a store's observers may create or release stores.
    for store in stores {
      store.sharedValuesDidChange()
    }
  }

  /// How many stores are registered and alive: for tests.
  package static var liveCount: Int {
    stores.count { $0.isAlive() }
  }
}

/// A root store in the ``SharedStoreRegistry``, reached without its types.
@MainActor
final class RegisteredStore {
  let isAlive: @MainActor () -> Bool
  let sharedValuesDidChange: @MainActor () -> Void

  init(isAlive: @escaping @MainActor () -> Bool, sharedValuesDidChange: @escaping @MainActor () -> Void) {
    self.isAlive = isAlive
    self.sharedValuesDidChange = sharedValuesDidChange
  }
}
