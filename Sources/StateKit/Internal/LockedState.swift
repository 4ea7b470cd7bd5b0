#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that several threads share, read and written only while holding a lock.
///
/// A `pthread` mutex rather than `Synchronization.Mutex`: on Linux, `Mutex` is built on futexes that
/// ThreadSanitizer cannot see, so every access it protects is reported as a race and real races drown in
/// the noise. `pthread` mutexes are intercepted by ThreadSanitizer on every platform.
package final class LockedState<Value> {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  // NB: The run-time exclusivity check is off (an `ifLet` asks a `LockedState` on every action, and a
  // store's dependency reads one per read), and it can never fire. `value` is touched only in
  // `withLock`'s body, between the lock and the unlock. Two accesses overlap only if a `withLock` body calls
  // `withLock` on the same instance on the same thread: with a plain mutex that deadlocks before the
  // second access starts; a recursive one (the dependency cache) takes the lock again only in
  // `whileLocked`, which touches no value, and its `withLock` bodies take no lock.
  @exclusivity(unchecked) private var value: Value

  /// Creates the lock around `value`.
  ///
  /// - Parameters:
  ///   - value: The value the lock guards.
  ///   - recursive: Whether a thread that holds the lock may take it again, in ``whileLocked(_:)``: for
  ///     work that must run once under the lock and may come back to it (a dependency created on first
  ///     read that reads other dependencies).
  package init(_ value: Value, recursive: Bool = false) {
    self.value = value
    if recursive {
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    } else {
      pthread_mutex_init(mutex, nil)
    }
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value. `body` must not call `withLock` on the same
  /// instance: the lock is not recursive.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// Runs `body` holding the lock but with no access to the value in progress, so that `body` may call
  /// ``withLock(_:)`` (several times) and, on a recursive lock, `whileLocked` again.
  package func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

// NB: @unchecked because the compiler cannot see the lock: `value` is only ever touched inside
// `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock`, and the mutex itself is only
// initialized in `init` and destroyed in `deinit`, when no other reference exists.
extension LockedState: @unchecked Sendable where Value: Sendable {}
