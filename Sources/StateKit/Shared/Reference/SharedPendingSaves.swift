/// The deferred saves of every shared value, waiting for their time: what is saved at once when the
/// process exits or the app resigns active (see ``SharedLifecycle``), or when
/// ``Shared/flushPendingSaves()`` is called.
enum SharedPendingSaves {
  private static let saves = LockedState<[ObjectIdentifier: @Sendable () throws -> Void]>([:])

  /// Remembers the save of `owner` that `flush` makes, until it is made or ``remove(_:)`` forgets it.
  static func add(_ owner: AnyObject, flush: @escaping @Sendable () throws -> Void) {
    saves.withLock { $0[ObjectIdentifier(owner)] = flush }
    SharedLifecycle.startObservingOnce()
  }

  /// Forgets the save of `owner`.
  static func remove(_ owner: AnyObject) {
    _ = saves.withLock { $0.removeValue(forKey: ObjectIdentifier(owner)) }
  }

  /// Makes every deferred save now, on this thread; a save already being made is waited for.
  ///
  /// - Throws: The first error a save threw, once every save was tried.
  static func flushAll() throws {
    let flushes = saves.withLock { $0.values }
    var firstError: (any Error)?
    for flush in flushes {
      do {
        try flush()
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
  }
}
