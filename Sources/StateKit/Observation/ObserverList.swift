/// Callbacks called with a value, in the order they were added, each for as long as its token lives.
///
/// The list holds its tokens weakly and each token holds its callback, so releasing a token, from any
/// thread, ends its observation at once without touching the list; dead entries are swept on the next
/// notification.
@MainActor
final class ObserverList<Value> {
  private struct Entry {
    weak var token: ObserverToken<Value>?
  }

  private var entries: [Entry] = []

  init() {}

  /// Whether no observer was ever added, or all were swept; cheaper than ``hasLiveObservers``.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether an observer's token is still alive.
  var hasLiveObservers: Bool {
    entries.contains { $0.token?.callback != nil }
  }

  /// Adds `callback`. The token keeps `owner` alive: whatever must outlive the observation, such as the
  /// source of the notifications.
  func add(
    _ callback: @escaping @MainActor (Value) -> Void,
    keepingAlive owner: AnyObject? = nil
  ) -> ObserverToken<Value> {
    let token = ObserverToken(callback, owner: owner)
    entries.append(Entry(token: token))
    return token
  }

  /// Calls every observer that was added before the notification started and is still alive when its
  /// turn comes. Observers may add or cancel observers while they run.
  func notify(_ value: Value) {
    // NB: Iterate over a snapshot: a callback may add an observer (which must not receive this value) or
    // cancel one (whose callback is dropped at once, so it is skipped below).
    let snapshot = entries
    var hasDeadEntries = false
    for entry in snapshot {
      if let token = entry.token, let callback = token.callback {
        callback(value)
      } else {
        hasDeadEntries = true
      }
    }
    if hasDeadEntries {
      entries.removeAll { $0.token?.callback == nil }
    }
  }
}

/// Keeps an observation alive: the observer is called until the token is cancelled or released.
@MainActor
package final class ObserverToken<Value> {
  fileprivate var callback: (@MainActor (Value) -> Void)?
  private var owner: AnyObject?

  fileprivate init(_ callback: @escaping @MainActor (Value) -> Void, owner: AnyObject?) {
    self.callback = callback
    self.owner = owner
  }

  /// Stops the observation. Calling it again does nothing.
  package func cancel() {
    callback = nil
    owner = nil
  }
}
