/// Tells the observers of the elements of one identified collection in a state which elements changed,
/// asking the collection itself rather than comparing every element.
///
/// After each change the owning core calls ``check(_:)``: reading the collection and asking which ids
/// changed since the last check costs O(1) plus the number of changed ids, however many rows are
/// observed. While the collection does not exist (an optional on its path is `nil`), every observer is
/// told when it appears or disappears.
@MainActor
final class ElementWatcher<Root, ID: Hashable, Element>: StateWatcher {
  private let collection: CollectionPath<Root, ID, Element>
  /// The collection as of the last check, or `nil` if it did not exist.
  private var mark: IdentifiedArrayChangeMark?
  // NB: One slot per id, held in the table itself: a list of rows has one observer per row, and a slot
  // costs no allocation of its own (a subscriber list per row cost three), which matters when the row an
  // action changes is one of thousands and all of its objects are cold in the cache.
  private var observers: [ID: ElementObservers] = [:]
  // NB: Rows come and go; the slots of released rows are swept whenever the table doubles.
  private var sweepThreshold = 64

  init(collection: CollectionPath<Root, ID, Element>, in state: Root) {
    self.collection = collection
    self.mark = collection.read(state)?.changeMark
  }

  func add(_ observer: @escaping @MainActor () -> Void, forID id: ID) -> CancellationToken {
    if observers.count >= sweepThreshold {
      observers = observers.filter { $0.value.hasLiveObservers }
      sweepThreshold = max(64, observers.count * 2)
    }
    let box = ElementObserver(observer)
    observers[id, default: ElementObservers()].append(box)
    // NB: The token's closure is the only strong reference to `box`; the table holds it weakly.
    return CancellationToken(releasingIsEnough: true) { box.callback = nil }
  }

  /// Notifies the observers of every element of `state`'s collection that may have changed since the
  /// last check.
  func check(_ state: Root) {
    let elements = collection.read(state)
    let changes: IdentifiedArrayChanges<ID>
    switch (elements, mark) {
    case (nil, nil): return
    case (let elements?, let mark?): changes = elements.changes(since: mark)
    case (_, _): changes = .unknown
    }
    mark = elements?.changeMark
    switch changes {
    case .unchanged:
      return
    case .changed(let ids):
      if ids.count == 1 {
        observers[ids[0]]?.notify()
      } else {
        var notified = Set<ID>()
        for id in ids where notified.insert(id).inserted {
          observers[id]?.notify()
        }
      }
    case .unknown:
      for slot in Array(observers.values) {
        slot.notify()
      }
    }
  }
}

/// The observers of one element, in the order they were added: usually exactly one.
@MainActor
private struct ElementObservers {
  private weak var first: ElementObserver?
  private var others: [WeakElementObserver] = []

  mutating func append(_ observer: ElementObserver) {
    if first == nil, others.isEmpty {
      first = observer
    } else {
      others.append(WeakElementObserver(observer: observer))
    }
  }

  var hasLiveObservers: Bool {
    first?.callback != nil || others.contains { $0.observer?.callback != nil }
  }

  /// Calls every observer still alive. An observer added while this runs is not called.
  func notify() {
    first?.callback?()
    for other in others {
      other.observer?.callback?()
    }
  }
}

@MainActor
private struct WeakElementObserver {
  weak var observer: ElementObserver?
}

/// An element observer's callback, owned by its token and held weakly by the watcher.
@MainActor
private final class ElementObserver {
  var callback: (@MainActor () -> Void)?

  init(_ callback: @escaping @MainActor () -> Void) {
    self.callback = callback
  }
}

/// Something a root core checks after every action, with the new state.
@MainActor
protocol StateWatcher<Root>: AnyObject {
  associatedtype Root

  /// Tells observers about what changed in `state` since the last check.
  func check(_ state: Root)
}
