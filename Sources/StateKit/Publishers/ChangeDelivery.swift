/// A subscription to a ``StorePublisher``: an observer of its source's changes that reads the value on
/// every change and delivers it (``DeduplicatingDelivery`` delivers it unless it repeats the last one; a
/// row store's subscription to every change is a ``RowDelivery``).
// NB: The observer itself, rather than an observer whose callback captures what it reads and delivers:
// a change reaches the subscriber through one object, and a subscription allocates one object fewer.
@MainActor
@usableFromInline
class ChangeDelivery<Value>: Observer {
  /// What the value is read from: reached unretained, as the subscription's token keeps it alive (see
  /// `withObject`).
  @usableFromInline final let source: Unmanaged<CoreNode>
  @usableFromInline final let read: @MainActor (_ source: CoreNode) -> Value
  @usableFromInline final let receive: @MainActor (Value) -> Void

  /// A subscription that delivers every change.
  @inlinable
  convenience init(
    from source: CoreNode,
    read: @escaping @MainActor (_ source: CoreNode) -> Value,
    to receive: @escaping @MainActor (Value) -> Void
  ) {
    // NB: Formed in code specialized for `Value` (this initializer is inlined where the subscription
    // is made), the function captures nothing: it has no context of its own. The downcast is sound:
    // an observer's function is only ever called with that observer (`Observer.notify()`).
    self.init(
      from: source, read: read, to: receive,
      onChange: { unsafeDowncast($0, to: ChangeDelivery<Value>.self).deliver() })
  }

  /// A subscription whose change calls `onChange` with it.
  @inlinable
  init(
    from source: CoreNode,
    read: @escaping @MainActor (_ source: CoreNode) -> Value,
    to receive: @escaping @MainActor (Value) -> Void,
    onChange: @escaping @MainActor (Observer) -> Void
  ) {
    self.source = Unmanaged.passUnretained(source)
    self.read = read
    self.receive = receive
    super.init(onChange: onChange)
  }

  /// The value as it is now.
  @inlinable
  final var value: Value {
    withObject(source) { read($0) }
  }

  /// Reads the value and delivers it.
  @inlinable
  final func deliver() {
    receive(value)
  }
}
