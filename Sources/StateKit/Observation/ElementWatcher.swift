/// Tells the observers of the elements of one identified collection in a root state which elements
/// changed, asking the collection itself rather than comparing every element.
///
/// After each action the root core calls ``check(_:)``: reading the collection and asking which ids changed
/// since the last check costs O(1) plus the number of changed ids, however many rows are observed.
@MainActor
final class ElementWatcher<Root, ID: Hashable, Element>: StateWatcher {
  private let collection: KeyPath<Root, IdentifiedArray<ID, Element>>
  private var mark: IdentifiedArrayChangeMark
  private var observers: [ID: SubscriberList<Void>] = [:]
  // NB: Rows come and go; the lists of released rows are swept whenever the table doubles.
  private var sweepThreshold = 64

  init(collection: KeyPath<Root, IdentifiedArray<ID, Element>>, in state: Root) {
    self.collection = collection
    self.mark = state[keyPath: collection].changeMark
  }

  func add(_ observer: @escaping @MainActor () -> Void, forID id: ID) -> CancellationToken {
    if observers.count >= sweepThreshold {
      observers = observers.filter { !$0.value.isEmpty }
      sweepThreshold = max(64, observers.count * 2)
    }
    let list: SubscriberList<Void>
    if let existing = observers[id] {
      list = existing
    } else {
      list = SubscriberList()
      observers[id] = list
    }
    return list.add(observer)
  }

  /// Notifies the observers of every element of `state`'s collection that may have changed since the
  /// last check.
  func check(_ state: Root) {
    let elements = state[keyPath: collection]
    let changes = elements.changes(since: mark)
    mark = elements.changeMark
    switch changes {
    case .unchanged:
      return
    case .changed(let ids):
      if ids.count == 1 {
        observers[ids[0]]?.send(())
      } else {
        var notified = Set<ID>()
        for id in ids where notified.insert(id).inserted {
          observers[id]?.send(())
        }
      }
    case .unknown:
      for list in Array(observers.values) {
        list.send(())
      }
    }
  }
}

/// Something a root core checks after every action, with the new state.
@MainActor
protocol StateWatcher<Root>: AnyObject {
  associatedtype Root

  /// Tells observers about what changed in `state` since the last check.
  func check(_ state: Root)
}
