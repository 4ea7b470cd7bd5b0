/// The deferred saves of every shared value, waiting for their time: what an app saves at once when it
/// resigns active or terminates.
enum SharedPendingSaves {
  private static let saves = LockedState<[ObjectIdentifier: @Sendable () -> Void]>([:])

  /// Remembers the save of `owner` that `flush` makes, until it is made or ``remove(_:)`` forgets it.
  static func add(_ owner: AnyObject, flush: @escaping @Sendable () -> Void) {
    saves.withLock { $0[ObjectIdentifier(owner)] = flush }
    SharedLifecycle.startObservingOnce()
  }

  /// Forgets the save of `owner`.
  static func remove(_ owner: AnyObject) {
    _ = saves.withLock { $0.removeValue(forKey: ObjectIdentifier(owner)) }
  }

  /// Makes every deferred save now, on this thread.
  static func flushAll() {
    let flushes = saves.withLock { saves in
      defer { saves = [:] }
      return saves.values
    }
    for flush in flushes { flush() }
  }
}
