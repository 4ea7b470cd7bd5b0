/// What every root of a shared value answers, whatever the type of its value: for snapshots, comparisons
/// and messages, which handle the roots of a state together.
@usableFromInline
protocol AnySharedRoot: AnyObject, Sendable {
  /// How a message names the value: its key (`.inMemory("stats")`), or `Shared(value:)`.
  var keyDescription: String { get }
  /// The live value, boxed; reading it is not tracked by Observation.
  var anyValue: any Sendable { get }
  /// ``SharedChanges/generation`` when the main actor last learned of a change of the value.
  var stamp: UInt64 { get }
  /// Records that the main actor learned of a change at `generation`.
  func setStamp(_ generation: UInt64)
  /// The root stores whose states hold the value: what a change is delivered to.
  var holders: SharedHolders { get }
  /// Whether two values of this root's type are equal: with `==` when the type is `Equatable`, or else
  /// when they dump the same.
  func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool
  /// Writes the value to its key's storage now, for `$value.save()`; does nothing without a key that
  /// stores.
  func saveNow() async throws
  /// Waits until a save the key deferred (see ``SharedSaving``) is done: for tests.
  func waitForPendingSave() async
}

/// Whether `lhs` and `rhs`, both of type `Value`, are equal: with `==` when `Value` is `Equatable`, or
/// else when they dump the same.
func sharedValuesAreEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  if let lhs = lhs as? any Equatable {
    return lhs.isEqual(toValue: rhs)
  }
  return dump(lhs) == dump(rhs)
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
