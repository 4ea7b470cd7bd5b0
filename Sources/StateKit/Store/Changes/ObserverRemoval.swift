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
  // NB: Weak: the list belongs to its core or relay, and a token may outlive both.
  private(set) weak var list: ObserverList?

  init(from list: ObserverList) {
    self.list = list
  }

  isolated deinit {
    list?.remove()
  }
}
