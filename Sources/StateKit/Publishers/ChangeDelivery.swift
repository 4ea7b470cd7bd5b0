/// A subscription to a ``StorePublisher``: an observer of its source's changes that reads the value on
/// every change and delivers it (``DeduplicatingDelivery`` delivers it unless it repeats the last one; a
/// row store's subscription to every change is a ``RowDelivery``).
@MainActor
@usableFromInline
class ChangeDelivery<Value>: Observer {
  /// Reads the value from the source. It may hold the source: the list that holds this delivery drops
  /// it once its token is cancelled or released.
  @usableFromInline final let read: @MainActor () -> Value
  @usableFromInline final let receive: @MainActor (Value) -> Void

  /// A subscription that reads with `read` and delivers to `receive`.
  @inlinable
  init(read: @escaping @MainActor () -> Value, to receive: @escaping @MainActor (Value) -> Void) {
    self.read = read
    self.receive = receive
  }

  @inlinable
  override func notify() {
    receive(read())
  }
}
