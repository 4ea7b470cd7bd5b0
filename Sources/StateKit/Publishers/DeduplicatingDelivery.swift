/// A subscription to a ``StorePublisher`` that removes duplicates: it reads the value on every change of
/// its source, and delivers it unless it is a duplicate of the last one delivered.
// NB: One object, which the observer's callback captures alone and so takes as its context: the value
// last delivered sits beside the functions that read, compare and deliver it, rather than in an object
// of its own behind a closure's context.
@MainActor
@usableFromInline
final class DeduplicatingDelivery<Value> {
  /// What the value is read from: reached unretained, as the subscription's token keeps it alive (see
  /// `withObject`).
  @usableFromInline let source: Unmanaged<CoreNode>
  @usableFromInline let read: @MainActor (_ source: CoreNode) -> Value
  @usableFromInline let isDuplicate: @MainActor (Value, Value) -> Bool
  @usableFromInline let receive: @MainActor (Value) -> Void
  /// The value last delivered, to compare the next one with: at first, the value when subscribed.
  // NB: Read and written only by `deliver`, on the main actor; a callback never runs inside itself
  // (notifications never nest), so the run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline var last: Value

  @inlinable
  init(
    from source: CoreNode,
    read: @escaping @MainActor (_ source: CoreNode) -> Value,
    isDuplicate: @escaping @MainActor (Value, Value) -> Bool,
    to receive: @escaping @MainActor (Value) -> Void
  ) {
    self.source = Unmanaged.passUnretained(source)
    self.read = read
    self.isDuplicate = isDuplicate
    self.receive = receive
    self.last = read(source)
  }

  /// Reads the value, and delivers it unless it duplicates the last one delivered.
  @inlinable
  func deliver() {
    let value = withObject(source) { read($0) }
    if isDuplicate(last, value) { return }
    last = value
    receive(value)
  }
}
