/// Drops from an ``ObserverList``, on the main actor, the observer whose ``CancellationToken`` was
/// released, maybe on another thread (delivery to it already stopped: the list was its last owner).
@MainActor
final class ObserverRemoval {
  // NB: Strong: a list outliving its owner holds nothing of it, and a weak reference would give every
  // list a side table.
  let list: ObserverList

  init(from list: ObserverList) {
    self.list = list
  }

  isolated deinit {
    list.remove()
  }
}
