/// Dependency values created on first read and kept: the process's live values (``live``), each test's
/// values (``TestDependencyScopes``), and the test or preview values of a store created with its own
/// context.
///
/// A value is created while the cache's lock is held, so it is created once even when two threads read
/// it first at the same time. The lock is recursive: creating a value may read other dependencies.
///
/// A cache only ever answers for a key nobody set a value for: ``DependencyValues`` looks at the values
/// set with `withDependencies` first, so a cached value never shadows one set later.
final class DependencyCache: Sendable {
  private let values = LockedState([ObjectIdentifier: any AnyObject & Sendable](), recursive: true)

  /// Whether these are the values of one test, which every store created in the test shares, rather
  /// than one store's.
  let isTestScope: Bool

  /// The live values of the process.
  static let live = DependencyCache()

  /// An empty cache; `isTestScope` for the values of one test.
  init(isTestScope: Bool = false) {
    self.isTestScope = isTestScope
  }

  /// The box of the value cached under `id`, if there is one.
  func box(for id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
    values.withLock { $0[id] }
  }

  /// The value cached for `key`, or the one `create` makes, kept if `create` says it may be.
  ///
  /// - Parameter create: Makes the value, and says whether to keep it: a missing test value is not kept,
  ///   so that every read of it fails the test.
  func value<Key: DependencyKey>(
    for key: Key.Type,
    create: () -> (value: Key.Value, keep: Bool)
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    // NB: A value already made is read under the lock once; making one holds the lock throughout, and
    // looks again, in case another thread made it in between.
    if let box = values.withLock({ $0[id] }) {
      return DependencyBox<Key.Value>.value(in: box)
    }
    return values.whileLocked {
      if let box = values.withLock({ $0[id] }) {
        return DependencyBox<Key.Value>.value(in: box)
      }
      // NB: No access to the values is in progress while `create` runs: it may read (and cache) other
      // keys, taking the recursive lock again.
      let (value, keep) = create()
      if keep {
        values.withLock { $0[id] = DependencyBox(value) }
      }
      return value
    }
  }
}
