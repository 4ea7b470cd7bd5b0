extension Shared where Value == Never {
  /// Writes every change still waiting to be saved (a file is saved at most once a second) now, for every
  /// shared value.
  ///
  /// ```swift
  /// try await Shared.flushPendingSaves()
  /// ```
  ///
  /// A process that ends normally (returns from `main`, calls `exit`) or on `SIGTERM` or `SIGINT` that it
  /// does not handle itself writes them on its way out without this call; call it before a way out the
  /// library cannot see, such as `_exit`, or your own signal handler.
  ///
  /// - Throws: The first error a save threw; every other pending save is still written.
  public static func flushPendingSaves() async throws {
    try SharedPendingSaves.flushAll()
  }

  /// Calls `handler` whenever a shared value could not be loaded or saved, or its file was moved aside,
  /// for the rest of the process's life, in release builds too: where an app logs or shows it.
  ///
  /// ```swift
  /// Shared.onStorageFailure { failure in
  ///   logger.error("\(failure.key): \(failure.operation) failed: \(failure.error)")
  /// }
  /// ```
  ///
  /// The handler runs on the thread where the failure happened, possibly holding the value's lock: it
  /// must return quickly and not wait for other threads (hop to your own queue or actor for more).
  ///
  /// - Parameter handler: Receives each failure.
  public static func onStorageFailure(_ handler: @escaping @Sendable (SharedStorageFailure) -> Void) {
    SharedStorageFailure.addHandler(handler)
  }
}
