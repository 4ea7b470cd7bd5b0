/// A subscription to a row store's publisher (see ``RowEntry``): on every change of the row, it delivers
/// the row as the row's entry now shows it.
// NB: Not a ``ChangeDelivery``, which keeps a source and a function to read it with: this keeps the
// entry itself, where the row is, and reads it in the function its class is made with. 64 bytes rather
// than 80, so that on most of the allocator's placements a change of a row reads one line of it fewer:
// in a long list the subscription, one of thousands, is a cache miss on every change of its row.
@MainActor
@usableFromInline
final class RowDelivery<Row>: Observer {
  /// The row's entry, where the row is as last shown.
  // NB: Held, as the function that read it held it before: the entry holds this subscription in turn,
  // as its observer, until the token goes and the entry's list drops it.
  @usableFromInline let entry: TypedRowEntry<Row>
  @usableFromInline let receive: @MainActor (Row) -> Void

  /// A subscription that delivers every change of the row `entry` shows to `receive`.
  @inlinable
  init(of entry: TypedRowEntry<Row>, to receive: @escaping @MainActor (Row) -> Void) {
    self.entry = entry
    self.receive = receive
    // NB: Formed in code specialized for `Row` (this initializer is inlined where the subscription is
    // made), the function captures nothing. The downcast is sound: an observer's function is only ever
    // called with that observer (`Observer.notify()`).
    super.init(onChange: { unsafeDowncast($0, to: RowDelivery<Row>.self).deliver() })
  }

  /// Delivers the row as its entry shows it.
  @inlinable
  func deliver() {
    receive(entry.shown)
  }
}
