/// The element watchers of one state, one ``ElementWatcher`` per watched collection: a root core's, or a
/// derived core's whose state the root cannot reach by key paths (a connection, a closure scope).
@MainActor
@usableFromInline
final class ElementWatchers<Root> {
  /// The watchers, told after every change of the state, in the order they were made.
  @usableFromInline let list = ObserverList()
  /// The watchers by the key paths to their collections, and the tokens that keep them on ``list``.
  private var watchersByPlace: [[AnyKeyPath]: AnyObject] = [:]
  private var tokens: [CancellationToken] = []
  /// Lends the watched state, with the root's session while an instrument counts. Set by the owning core
  /// before its first watcher is made.
  @usableFromInline var lend: Lend

  /// How the owning core lends its state to its watchers (see ``lend``).
  @usableFromInline typealias Lend = @MainActor (_ body: (borrowing Root, DebugSession?) -> Void) -> Void

  /// What notifies ``list`` after each change of a derived core's state; `nil` on a root core, which
  /// notifies it itself.
  var subscription: CancellationToken?

  @usableFromInline init(lend: @escaping Lend) {
    self.lend = lend
  }

  /// Binds `core` to the entry of the element with the given id of `collection` (see ``RowEntry``), made
  /// by the collection's watcher, which this makes if it is the collection's first.
  func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<Root, ID, Element>,
    state: borrowing Root,
    notifying core: CoreNode
  ) -> CancellationToken? {
    if let watcher = watchersByPlace[collection.key] as? ElementWatcher<Root, ID, Element> {
      return watcher.add(core, forID: id, in: state)
    }
    let watcher = ElementWatcher(collection: collection, in: state, lend: lend)
    watchersByPlace[collection.key] = watcher
    tokens.append(list.add(watcher, keepingAlive: nil))
    return watcher.add(core, forID: id, in: state)
  }
}
