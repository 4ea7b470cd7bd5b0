#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``DependencyReadTable`` that any thread may use: the answers read in the values a store (or a
/// `withDependencies`) set, which its reducer and its effects read from any thread.
final class DependencyReads: @unchecked Sendable {
  // NB: @unchecked because the compiler cannot see the lock: `table` is only touched between
  // `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`, created in `init` and destroyed in `deinit`
  // when no other reference exists. A pthread mutex rather than `Synchronization.Mutex`, which
  // ThreadSanitizer cannot see on Linux (see `LockedState`).
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let table = DependencyReadTable()

  init() {
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The box of what the key path `keyPath` identifies answered, if it was kept, unretained: the table
  /// keeps it for as long as this object exists.
  func box(for keyPath: ObjectIdentifier) -> Unmanaged<AnyObject>? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return table.box(for: keyPath)
  }

  /// Keeps `box`, what `keyPath` answered.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    table.keep(box, for: keyPath)
  }
}
