/// A ``DependencyReadTable`` that any thread may use: the answers read in the values a store (or a
/// `withDependencies`) set, which its reducer and its effects read from any thread.
final class DependencyReads: @unchecked Sendable {
  // NB: @unchecked because `LockedState` is `Sendable` only for a `Sendable` value, and the table is a
  // class that is not: it is reached only inside `withLock`, so no two threads ever use it at once, and
  // nothing it holds escapes the lock but unretained boxes that the table keeps alive.
  private let table = LockedState(DependencyReadTable())

  /// The box of what the key path `keyPath` identifies answered, if it was kept, unretained: the table
  /// keeps it for as long as this object exists.
  func box(for keyPath: ObjectIdentifier) -> UnretainedBox? {
    table.withLock { $0.box(for: keyPath) }
  }

  /// Keeps `box`, what `keyPath` answered.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    table.withLock { $0.keep(box, for: keyPath) }
  }
}
