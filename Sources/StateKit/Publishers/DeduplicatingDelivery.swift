/// A subscription to a ``StorePublisher`` that removes duplicates: it reads the value on every change of
/// its source, and delivers it unless it is a duplicate of the last one delivered.
@MainActor
@usableFromInline
final class DeduplicatingDelivery<Value>: ChangeDelivery<Value> {
  @usableFromInline let isDuplicate: @MainActor (Value, Value) -> Bool
  /// The value last delivered, to compare the next one with: at first, the value when subscribed.
  @usableFromInline var last: Value

  @inlinable
  init(
    read: @escaping @MainActor () -> Value,
    isDuplicate: @escaping @MainActor (Value, Value) -> Bool,
    to receive: @escaping @MainActor (Value) -> Void
  ) {
    self.isDuplicate = isDuplicate
    self.last = read()
    super.init(read: read, to: receive)
  }

  /// Reads the value, and delivers it unless it duplicates the last one delivered.
  @inlinable
  override func notify() {
    let value = read()
    if isDuplicate(last, value) { return }
    last = value
    receive(value)
  }
}
