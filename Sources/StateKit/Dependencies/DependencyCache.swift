#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Dependency values created on first read and kept: the process's live values (``live``), and each
/// store's test or preview values.
///
/// A value is created while the cache's lock is held, so it is created once even when two threads read
/// it first at the same time. The lock is recursive: creating a value may read other dependencies.
///
/// A cache only ever answers for a key nobody set a value for: ``DependencyValues`` looks at the values
/// set with `withDependencies` first, so a cached value never shadows one set later.
final class DependencyCache: @unchecked Sendable {
  // NB: @unchecked because the compiler cannot see the lock: `values` is only touched between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`, which is created in `init` and destroyed in
  // `deinit`, when no other reference exists. A pthread mutex rather than `Synchronization.Mutex`, as in
  // `LockedState`: ThreadSanitizer cannot see `Mutex` on Linux and reports every access it protects.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  // NB: Exclusivity is not checked at run time (a cost on every read): the lock serializes every access.
  @exclusivity(unchecked) private var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]

  /// The live values of the process.
  static let live = DependencyCache()

  init() {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The box of the value cached under `id`, if there is one.
  func box(for id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return values[id]
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
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let box = values[id] {
      return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
    }
    // NB: No access to `values` is in progress while `create` runs: it may read (and cache) other keys.
    let (value, keep) = create()
    if keep {
      values[id] = DependencyBox(value)
    }
    return value
  }
}
