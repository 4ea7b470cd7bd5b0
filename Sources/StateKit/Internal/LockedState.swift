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
  private var value: Value

  /// Creates the lock around `value`.
  package init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
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
}

// NB: @unchecked because the compiler cannot see the lock: `value` is only ever touched inside
// `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock`, and the mutex itself is only
// initialized in `init` and destroyed in `deinit`, when no other reference exists.
extension LockedState: @unchecked Sendable where Value: Sendable {}
