/// The values a ``Reducers/DependencyOverride`` ran its last action with, kept for the next one: made
/// again only when the values in force around the reducer change (it runs in another store, or in a
/// `withDependencies` that set others), not on every action.
///
/// NB: Made on every action, the values copied the table of set values into a new storage, and lost the
/// answers their reads had kept (``DependencyReads``): about 10,000 instructions per action for one
/// `.dependency`, against about 1,600 for the store's own values.
final class DependencyOverrideCache: Sendable {
  /// The values in force the last values were made from, and the last values.
  private let last = LockedState<(base: DependencyValues, values: DependencyValues)?>(nil)

  init() {}

  /// The values `override` makes from `base`: the last ones, if `base` holds what the last base held.
  func values(
    over base: DependencyValues,
    _ override: (DependencyValues) -> DependencyValues
  ) -> DependencyValues {
    if let values = last.withLock({ $0.flatMap { $0.base.isSameValues(as: base) ? $0.values : nil } }) {
      return values
    }
    // NB: Made outside the lock: `override` runs the user's key paths, which may read dependencies.
    let values = override(base)
    last.withLock { $0 = (base, values) }
    return values
  }
}
