#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the caller runs on the main thread, where the main actor runs: for code that may run on any
/// thread (a deinit) and does main-actor work at once when it can.
func isOnMainThread() -> Bool {
  #if canImport(Darwin)
    pthread_main_np() != 0
  #else
    pthread_equal(pthread_self(), MainThread.id) != 0
  #endif
}

#if !canImport(Darwin)
  /// The main thread, where Linux has no call that names it.
  enum MainThread {
    /// The thread that first reads this: the main actor's, as ``note()`` is called there before any
    /// code could need it.
    static let id = pthread_self()

    /// Notes the main thread, from the main actor.
    @MainActor static func note() { _ = id }
  }
#endif
