import Observation

/// The tag of an ``IdentifiedArray`` read through a store (see ``IdentifiedArrayReadTag``): tells the
/// store's Observation about a read of one element, or of the whole array, made on a copy it returned.
///
/// What a read remembers is what the copy held. A copy older than the store's state (kept from an
/// earlier evaluation, and read after the store changed) also watches the whole state: the next change
/// of the store tells it.
// NB: `@unchecked Sendable`: every property is written only by `init`, and the runtime makes reading a
// weak reference safe from any thread; the store and `elements` are touched only on the main queue,
// which every override checks first.
final class StoreReadTag<State, Action, ID: Hashable, Element>: IdentifiedArrayReadTag<ID, Element>,
  @unchecked Sendable
{
  /// The store read; a tagged copy does not keep it alive.
  nonisolated(unsafe) private(set) weak var store: Store<State, Action>?
  /// Where the array is in the store's state.
  nonisolated(unsafe) let keyPath: KeyPath<State, IdentifiedArray<ID, Element>>
  /// The elements read through copies with this tag.
  let elements: ObservedElements<State, Action, ID, Element>

  init(
    store: Store<State, Action>,
    keyPath: KeyPath<State, IdentifiedArray<ID, Element>>,
    elements: ObservedElements<State, Action, ID, Element>
  ) {
    self.store = store
    self.keyPath = keyPath
    self.elements = elements
  }

  override func elementRead(id: ID, _ element: Element?, mark: IdentifiedArrayChangeMark) {
    // NB: Off the main queue, no tracking of a main-actor store can be under way: nothing to tell.
    guard SharedChanges.isOnMainQueue else { return }
    // NB: `assumeIsolated` runs its closure at once, on this thread: the id and element stay here.
    nonisolated(unsafe) let id = id
    nonisolated(unsafe) let element = element
    MainActor.assumeIsolated {
      guard let store, let observation = store.trackingObservation else { return }
      let array = store.comparedState[keyPath: keyPath]
      if array.changes(since: mark) != .unchanged {
        store.trackAccess()
      }
      let read = elements.watch(id: id, element: element, in: array)
      observation.registrar.access(store, keyPath: read.observationKeyPath)
      // NB: The elements' own key path is not registered: Observation is told about each element read.
      store.watch(elements, in: observation, registering: false)
    }
  }

  override func contentsRead(_ array: IdentifiedArray<ID, Element>) {
    guard SharedChanges.isOnMainQueue else { return }
    nonisolated(unsafe) let array = array
    MainActor.assumeIsolated {
      guard let store, let observation = store.trackingObservation,
        let read = observation.reads[.value(keyPath)]
      else { return }
      // NB: The read of the key path that made this tag reads `IdentifiedArray<ID, Element>`.
      if let read = read as? ObservedValue<State, Action, IdentifiedArray<ID, Element>> {
        read.remember(array)
      } else {
        read.remember(from: store.comparedState)
      }
      store.watch(read, in: observation)
    }
  }
}
