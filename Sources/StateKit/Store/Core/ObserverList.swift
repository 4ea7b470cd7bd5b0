/// The callbacks a root store calls after every action it processes, in the order they were added.
@MainActor
struct ObserverList {
  private var entries: [(id: Int, callback: @MainActor () -> Void)] = []
  private var nextID = 0

  mutating func add(
    _ callback: @escaping @MainActor () -> Void,
    owner: RootCore<some Any, some Any>
  ) -> ObserverToken {
    let id = nextID
    nextID += 1
    // NB: Ids only grow, so `entries` stays sorted by id and `remove(_:)` can search it by bisection.
    entries.append((id, callback))
    return ObserverToken { [weak owner] in owner?.removeObserver(id) }
  }

  mutating func remove(_ id: Int) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    if low < entries.count, entries[low].id == id {
      entries.remove(at: low)
    }
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Calls every callback registered when the notification starts; callbacks may add or remove observers.
  func notify() {
    for entry in entries {
      entry.callback()
    }
  }
}

/// Stops an observation of a store when cancelled.
@MainActor
package final class ObserverToken {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Removes the observer. Calling it again does nothing.
  package func cancel() {
    onCancel?()
    onCancel = nil
  }
}
