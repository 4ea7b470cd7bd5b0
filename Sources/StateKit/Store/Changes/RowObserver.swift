/// One core of a watched row (see ``RowEntry``): a row store's core, then, linked after it, the cores
/// of any other stores of the same row.
///
/// NB: A chain rather than an ``ObserverList``: nearly every row has one store, and a list with its
/// storage was two more allocations (96 bytes) per row store. A row's observers are cores, which cancel
/// their subscriptions themselves, on the main actor (see ``CoreSubscription``): a cancelled one has no
/// ``ChangeObserver/core``, and none can be released elsewhere.
@MainActor
@usableFromInline
final class RowObserver: ChangeObserver {
  /// The next observer of the same row, added after this one.
  // NB: Touched only on the main actor, by the watcher, and never across a call: `notifyChain` reads it
  // after each call returns, so the run-time exclusivity check is off.
  @exclusivity(unchecked) private var next: RowObserver?
  // NB: The two flags fit the object in 48 bytes, a size class of the allocator, with the fields above;
  // a reference to the entry took it to 64 (the core's subscription holds the entry instead).
  /// Whether the core asks to be woken on every change of the row, not only on its removal: while it
  /// has observers of its own (stores derived from it), or when its end observers are not the entry's.
  /// Counted in the entry's ``RowEntry/wakingCores`` (see ``CoreSubscription/setWakesOnChange(_:)``).
  @exclusivity(unchecked) var wakesOnChange = false
  /// Whether the core's end observers are the entry's (see ``CoreNode/endObservers``), as the core
  /// decides once it watches: for a store whose state is the row, under no instance bound by identity.
  @exclusivity(unchecked) var usesEntry = false

  /// Wakes this observer's core and those after it, those that were there when the change happened (a
  /// core added meanwhile hears the next change): all of them, or only those that ask to be woken on
  /// every change.
  func notifyChain(wakingOnly: Bool) {
    guard next != nil else {
      if !wakingOnly || wakesOnChange { core?.dependencyDidChange() }
      return
    }
    var observers: [RowObserver] = []
    var observer: RowObserver? = self
    while let current = observer {
      if !wakingOnly || current.wakesOnChange { observers.append(current) }
      observer = current.next
    }
    for observer in observers {
      observer.core?.dependencyDidChange()
    }
  }

  /// Whether every observer of the chain was cancelled.
  var isChainCancelled: Bool {
    var observer: RowObserver? = self
    while let current = observer {
      if current.hasCore { return false }
      observer = current.next
    }
    return true
  }

  /// The chain that starts with `head`, without its cancelled observers, and with `observer` at its end:
  /// its new head.
  static func chain(_ head: RowObserver?, appending observer: RowObserver) -> RowObserver {
    var live: [RowObserver] = []
    var current = head
    while let node = current {
      if node.hasCore { live.append(node) }
      current = node.next
    }
    live.append(observer)
    for (node, next) in zip(live, live.dropFirst()) {
      node.next = next
    }
    observer.next = nil
    return live[0]
  }
}
