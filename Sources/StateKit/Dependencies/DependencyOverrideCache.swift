/// The values a ``Reducers/DependencyOverride`` ran its last action with, kept for the next one: made
/// again only when the values in force around the reducer change (it runs in another store, or in a
/// `withDependencies` that set others), not on every action.
///
/// NB: Making the values copies the table of set values into a new storage and starts with none of the
/// answers their reads keep (``DependencyReads``), so it must not happen on every action.
@usableFromInline
final class DependencyOverrideCache: Sendable {
  /// The values in force the last values were made from, and the last values.
  private let last = LockedState<(base: DependencyValues, values: DependencyValues)?>(nil)

  @usableFromInline init() {}

  /// The values in force here with `update` applied: the last ones made, if the values in force are
  /// those they were made from.
  @usableFromInline
  func values(over update: (inout DependencyValues) -> Void) -> DependencyValues {
    let base = DependencyValues.current
    if let values = last.withLock({ $0.flatMap { $0.base.isSameValues(as: base) ? $0.values : nil } }) {
      return values
    }
    // NB: Made outside the lock: `update` runs the user's key paths, which may read dependencies.
    var values = base
    if values.context == .live {
      update(&values)  // NB: Nothing to fail in the live context: spare the task-local value.
    } else {
      values.update(update)
    }
    last.withLock { $0 = (base, values) }
    return values
  }
}
