/// The latest value one subscription of an operator has seen, if any: `removeDuplicates` compares with
/// it, `combineLatest` pairs it. Each subscription makes its own, so operator state is never shared.
///
/// NB: The value lives behind a pointer rather than in an optional: this code is not specialized for the
/// caller's types, and every use of `Value?` would look up the optional's metadata at run time, which
/// `removeDuplicates` on a store's publisher would pay on every action.
@MainActor
final class Latest<Value> {
  // NB: `nonisolated(unsafe)` only so that `deinit` can release them: they are used on the main actor
  // otherwise, and `deinit` runs when no other reference exists.
  nonisolated(unsafe) private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  nonisolated(unsafe) private(set) var hasValue = false

  init() {}

  deinit {
    if hasValue { storage.deinitialize(count: 1) }
    storage.deallocate()
  }

  /// The latest value, or `nil` before the first one.
  var value: Value? {
    get { hasValue ? storage.pointee : nil }
    set {
      if let newValue {
        update(to: newValue) { _, _ in false }
      } else if hasValue {
        storage.deinitialize(count: 1)
        hasValue = false
      }
    }
  }

  /// Stores `newValue`, unless `isDuplicate` says it duplicates the latest value; returns whether it did.
  @discardableResult
  func update(to newValue: Value, unless isDuplicate: (Value, Value) -> Bool) -> Bool {
    if hasValue {
      if isDuplicate(storage.pointee, newValue) { return false }
      storage.pointee = newValue
    } else {
      storage.initialize(to: newValue)
      hasValue = true
    }
    return true
  }
}
