/// A subscription to a row store's publisher (see ``RowEntry``): on every change of the row, it delivers
/// the row as the row's entry now shows it.
@MainActor
@usableFromInline
final class RowDelivery<Row>: Observer {
  /// The row's entry, where the row is as last shown. The entry holds this subscription in turn, as its
  /// observer, until the token goes and the entry's list drops it.
  @usableFromInline let entry: TypedRowEntry<Row>
  @usableFromInline let receive: @MainActor (Row) -> Void

  /// A subscription that delivers every change of the row `entry` shows to `receive`.
  @inlinable
  init(of entry: TypedRowEntry<Row>, to receive: @escaping @MainActor (Row) -> Void) {
    self.entry = entry
    self.receive = receive
  }

  @inlinable
  override func notify() {
    receive(entry.shown)
  }
}
