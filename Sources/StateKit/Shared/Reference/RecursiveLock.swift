#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock that the thread holding it may take again: what serializes the writers of one shared value,
/// whose closures may read or change other shared values, and, by mistake, their own.
///
/// A `pthread` mutex, as in ``LockedState``: ThreadSanitizer sees it on every platform.
final class RecursiveLock: @unchecked Sendable {
  // NB: @unchecked because the compiler cannot see that the mutex is only touched through the pthread
  // calls, which are thread-safe; it is created in `init` and destroyed in `deinit`, when no other
  // reference exists.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

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

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
