/// The element watchers of one state: one ``ElementWatcher`` per watched collection, each checked after
/// every change of that state.
///
/// A root core keeps one for its state; a connected core, whose state is computed rather than reachable by
/// a key path from the root, keeps one for its view state.
@MainActor
@usableFromInline
final class ElementWatchers<Root> {
  private var watchersByPlace: [[AnyKeyPath]: StateWatcher] = [:]
  // NB: The same watchers in an array, checked after every change without hashing anything. Touched only
  // on the main actor, and never across a call (a check reads one element, then calls it), so the
  // run-time exclusivity check, paid on every change, is off. Only ever appended to.
  @exclusivity(unchecked) private var watchers: [StateWatcher] = []
  /// What calls ``check(_:)`` after each change of a connected core's state; `nil` on a root core, which
  /// calls it itself.
  // NB: Kept here rather than beside this object in the core: every derived core has the room for one
  // reference to these watchers, and a row store's core is one of thousands.
  var subscription: CancellationToken?

  init() {}

  /// Whether no collection is watched: O(1), checked at every notification.
  var isEmpty: Bool { watchers.isEmpty }

  /// Tells `core` whenever the element with the given id of `collection` may have changed, until the
  /// subscription is cancelled.
  func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<Root, ID, Element>,
    state: Root,
    notifying core: CoreNode
  ) -> CoreSubscription {
    if let watcher = watchersByPlace[collection.key] as? ElementWatcher<Root, ID, Element> {
      return watcher.add(core, forID: id, in: state)
    }
    let watcher = ElementWatcher(collection: collection, in: state)
    watchersByPlace[collection.key] = watcher
    watchers.append(watcher)
    return watcher.add(core, forID: id, in: state)
  }

  /// Tells each watcher's observers about what changed in `state` since the last check, counting what
  /// they wake in `session` while an instrument measures the change.
  @usableFromInline
  func check(_ state: Root, countingIn session: DebugSession? = nil) {
    // NB: The state where it is, for the call: each watcher reads it as a `Root`.
    withAddress(of: state) { state in
      // NB: The watchers there when the change happened (a watcher added by a callback hears the next).
      // Each is called unretained (see `withObject`): the array holds it, and only grows.
      let end = watchers.count
      var index = 0
      while index < end {
        withObject(Unmanaged.passUnretained(watchers[index])) { $0.check(state, countingIn: session) }
        index += 1
      }
    }
  }
}
