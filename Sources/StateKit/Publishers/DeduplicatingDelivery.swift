/// A subscription to a ``StorePublisher`` that removes duplicates: it reads the value on every change of
/// its source, and delivers it unless it is a duplicate of the last one delivered.
@MainActor
@usableFromInline
final class DeduplicatingDelivery<Value>: ChangeDelivery<Value> {
  @usableFromInline let isDuplicate: @MainActor (Value, Value) -> Bool
  /// The value last delivered, to compare the next one with: at first, the value when subscribed.
  // NB: Written only by `deliverUnlessRepeated`, and read there and once by the subscription, for the
  // first delivery; all on the main actor, and an observer is never told inside its own notification
  // (notifications never nest), so the run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline var last: Value

  @inlinable
  init(
    from source: CoreNode,
    read: @escaping @MainActor (_ source: CoreNode) -> Value,
    isDuplicate: @escaping @MainActor (Value, Value) -> Bool,
    to receive: @escaping @MainActor (Value) -> Void
  ) {
    self.isDuplicate = isDuplicate
    self.last = read(source)
    super.init(
      from: source, read: read, to: receive,
      onChange: { unsafeDowncast($0, to: DeduplicatingDelivery<Value>.self).deliverUnlessRepeated() })
  }

  /// Reads the value, and delivers it unless it duplicates the last one delivered.
  @inlinable
  func deliverUnlessRepeated() {
    let value = self.value
    if isDuplicate(last, value) { return }
    last = value
    receive(value)
  }
}
