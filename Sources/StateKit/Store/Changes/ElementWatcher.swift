/// Tells the observers of the elements of one identified collection in a state which elements changed,
/// asking the collection itself rather than comparing every element.
///
/// After each change the owning core calls ``check(_:)``, which asks the collection's path which rows
/// changed (see ``ChangedRows``): O(1) plus the number of changed ids, however many rows are observed.
@MainActor
final class ElementWatcher<Root, ID: Hashable, Element>: StateWatcher {
  private let collection: CollectionPath<Root, ID, Element>
  // NB: The two tables below are touched only on the main actor, by this watcher, and no access spans a
  // call that could touch them again (`check` reads the lists out before telling them), so their run-time
  // exclusivity checks, paid on every change of the state, are off.
  /// The collection as of the last check, or `nil` if it did not exist.
  @exclusivity(unchecked) private var mark: IdentifiedArrayChangeMark?
  /// The observers of each watched element, usually one row store's core per row.
  @exclusivity(unchecked) private var observers: [ID: RowObserver] = [:]
  // NB: Rows come and go; the observers of released rows are swept whenever the table doubles.
  private var sweepThreshold = 64

  init(collection: CollectionPath<Root, ID, Element>, in state: Root) {
    self.collection = collection
    self.mark = collection.read(state)?.changeMark
  }

  func add(_ core: CoreNode, forID id: ID) -> CoreSubscription {
    if observers.count >= sweepThreshold {
      observers = observers.filter { !$0.value.isChainCancelled }
      sweepThreshold = max(64, observers.count * 2)
    }
    let observer = RowObserver(notifying: core)
    observers[id] = RowObserver.chain(observers[id], appending: observer)
    return CoreSubscription(observer: observer, in: nil)
  }

  // NB: `state` points to a `Root`, as every watcher of one ``ElementWatchers`` watches the same state.
  // (Reached through `inout`, which passes it where it is, where a read of `pointee` would copy it; the
  // pointer is made mutable for that alone, and nothing writes through it.)
  override func check(_ state: UnsafeRawPointer) {
    let root = UnsafeMutablePointer(mutating: state.assumingMemoryBound(to: Root.self))
    withBorrowed(&root.pointee) { check($0) }
  }

  /// Notifies the observers of every element of `state`'s collection that may have changed since the
  /// last check.
  func check(_ state: Root) {
    // NB: The observers are read out of the table before they are told, so that a callback may add
    // observers (who hear the next change, not this one).
    switch collection.changedRows(state, &mark, observers) {
    case .none: return
    case .one(let observer): observer?.notifyChain()
    case .several(let observers):
      for observer in observers {
        observer.notifyChain()
      }
    }
  }
}

/// Something a root core checks after every action, with the new state.
// NB: A class rather than a protocol: an array of `any StateWatcher<Root>`, a constrained existential,
// looked its metadata up on every check, about 330 instructions per action for a list's rows. And not
// generic: an array of a generic class's instances, iterated in generic code, looked up the class's
// metadata on every check too, about 325 instructions per action. The state comes as a pointer instead.
@MainActor
class StateWatcher {
  /// Tells observers about what changed in the state at `state` since the last check: a pointer to the
  /// state of the watchers' root type, valid for the call.
  func check(_ state: UnsafeRawPointer) {}
}
