/// A subscription to a ``StorePublisher`` that removes duplicates: on every change of its source it reads
/// the value, and delivers it unless it repeats the last one delivered.
///
/// The observer that calls it is a closure made where the subscription is made (see
/// ``StorePublisher/subscribe(_:)``), so that this runs code specialized for the value's type.
@MainActor
@usableFromInline
final class DeduplicatingDelivery<Value> {
  @usableFromInline let read: @MainActor () -> Value
  @usableFromInline let isDuplicate: @MainActor (Value, Value) -> Bool
  @usableFromInline let receive: @MainActor (Value) -> Void
  /// The value last delivered, to compare the next one with: at first, the value when subscribed.
  // NB: Written only by `deliverUnlessRepeated`, and read there and once by the subscription, for the
  // first delivery; all on the main actor, and no access spans a call that could reach it again (a list
  // never tells an observer inside its own notification). Its run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline var last: Value

  @inlinable
  init(
    read: @escaping @MainActor () -> Value,
    isDuplicate: @escaping @MainActor (Value, Value) -> Bool,
    receive: @escaping @MainActor (Value) -> Void
  ) {
    self.read = read
    self.isDuplicate = isDuplicate
    self.receive = receive
    self.last = read()
  }

  /// Reads the value, and delivers it unless it duplicates the last one delivered.
  @inlinable
  func deliverUnlessRepeated() {
    let value = read()
    if isDuplicate(last, value) { return }
    last = value
    receive(value)
  }
}
