/// The latest value one subscription of an operator has seen, if any: `removeDuplicates` compares with
/// it, `combineLatest` pairs it. Each subscription makes its own, so operator state is never shared.
///
@MainActor
final class Latest<Value> {
  /// The latest value, or `nil` before the first one.
  var value: Value?

  init() {}

  /// Stores `newValue`, unless `isDuplicate` says it duplicates the latest value; returns whether it did.
  @discardableResult
  func update(to newValue: Value, unless isDuplicate: (Value, Value) -> Bool) -> Bool {
    if let value, isDuplicate(value, newValue) { return false }
    value = newValue
    return true
  }
}
