/// A value that effects and tests share across tasks, read and changed only under a lock.
///
/// What a test uses to collect what a feature's effects did, where a `var` could not be captured by a
/// `@Sendable` closure:
///
/// ```swift
/// let saved = LockIsolated<[String]>([])
/// let store = TestStore(initialState: Editor.State()) {
///   Editor()
/// } withDependencies: {
///   $0.notes.save = { note in saved.withValue { $0.append(note) } }
/// }
/// await store.send(.saveTapped)
/// #expect(saved.value == ["Draft"])
/// ```
///
/// Each call to ``withValue(_:)`` runs alone: a read-modify-write inside it is atomic. Reading ``value``
/// and then calling ``setValue(_:)`` is two steps, between which another task may change the value.
public final class LockIsolated<Value> {
  private let state: LockedState<Value>

  /// Creates the box around `value`.
  ///
  /// - Parameter value: The value to share.
  public init(_ value: Value) {
    state = LockedState(value)
  }

  /// The current value.
  public var value: Value {
    state.withLock { $0 }
  }

  /// Runs `operation` on the value, in place, while no other task can read or change it.
  ///
  /// `operation` must not use this box again: the lock is not recursive.
  ///
  /// - Parameter operation: Reads or changes the value.
  /// - Returns: What `operation` returns.
  public func withValue<Result>(_ operation: (inout Value) throws -> Result) rethrows -> Result {
    try state.withLock(operation)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: Value) {
    state.withLock { $0 = newValue }
  }
}

// NB: The only stored property is a `LockedState`, a `let`, which is `Sendable` when `Value` is: every
// access to the value goes through its lock.
extension LockIsolated: Sendable where Value: Sendable {}
