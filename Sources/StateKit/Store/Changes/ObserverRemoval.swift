/// Drops from an ``ObserverList`` the observer whose ``CancellationToken`` was released, on the main
/// actor.
///
/// A token can be released on any thread, where it cannot touch its list. Its observer's delivery stops
/// at once on its own (the list sees it is the observer's last owner); this object, which the token holds
/// and releases last, then frees the observer and what its callback captured. Its deinit is isolated to
/// the main actor: it runs at once when the token is released there (a view, a test, a store), and is
/// scheduled on the main actor by the runtime otherwise.
@MainActor
final class ObserverRemoval {
  // NB: Strong, though a token may outlive the core or relay the list belongs to: the list then lives
  // on with the observers whose tokens are alive (which those tokens hold anyway), and holds nothing of
  // its owner (its `activityObserver` is cleared as the owner goes). A weak reference would give every
  // list a side table, through which each of its retains and releases would go: two per row store.
  let list: ObserverList

  init(from list: ObserverList) {
    self.list = list
  }

  isolated deinit {
    list.remove()
  }
}
