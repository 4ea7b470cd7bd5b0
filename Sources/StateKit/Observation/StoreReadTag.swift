/// The tag of an ``IdentifiedArray`` read through a store (see ``IdentifiedArrayReadTag``): tells the
/// store's Observation about a read of one element, or of the whole array, made on a copy it returned.
///
/// What a read remembers is what the copy held: a copy read after the store changed (kept from an
/// earlier evaluation) is then told of the store's next change.
// NB: `@unchecked Sendable`: `store` and `keyPath` are written only by `init`, and the
// runtime makes reading a weak reference safe from any thread; `elementReads` and `equality` are read and
// written only on the main queue, which every override checks before touching them or the store.
final class StoreReadTag<State, Action, ID: Hashable, Element>: IdentifiedArrayReadTag<ID, Element>,
  @unchecked Sendable
{
  /// The store read; a tagged copy does not keep it alive.
  nonisolated(unsafe) private(set) weak var store: Store<State, Action>?
  /// Where the array is in the store's state.
  nonisolated(unsafe) let keyPath: KeyPath<State, IdentifiedArray<ID, Element>>
  /// The read of each element read through this tag, by id: made once per id.
  nonisolated(unsafe) private var elementReads: [ID: ObservedValue<State, Action, Element?>] = [:]
  /// `==` for optional elements, or `nil` if `Element` is not `Equatable`; found by the first element read.
  nonisolated(unsafe) private var equality: ((Element?, Element?) -> Bool)??

  init(store: Store<State, Action>, keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) {
    self.store = store
    self.keyPath = keyPath
  }

  override func elementRead(id: ID, _ element: Element?) {
    // NB: Off the main queue, no tracking of a main-actor store can be under way: nothing to tell.
    guard SharedChanges.isOnMainQueue else { return }
    // NB: `assumeIsolated` runs its closure at once, on this thread: the id and element stay here.
    nonisolated(unsafe) let id = id
    nonisolated(unsafe) let element = element
    MainActor.assumeIsolated {
      guard let store, let observation = store.trackingObservation else { return }
      let read = elementReads[id] ?? makeElementRead(id: id)
      read.remember(element)
      store.watch(read, in: observation)
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
        read.remember(from: store.observedState)
      }
      store.watch(read, in: observation)
    }
  }

  /// The read of the element with id `id`, made and kept.
  @MainActor
  private func makeElementRead(id: ID) -> ObservedValue<State, Action, Element?> {
    let keyPath = keyPath
    let isEqual: ((Element?, Element?) -> Bool)?
    if let known = equality {
      isEqual = known
    } else {
      isEqual = Self.optionalEquality()
      equality = .some(isEqual)
    }
    let read = ObservedValue<State, Action, Element?>(
      key: .element(keyPath, id: AnyHashable(id)),
      read: { $0[keyPath: keyPath]._storedElement(id: id) },
      isEqual: isEqual
    )
    elementReads[id] = read
    return read
  }

  /// `==` for optional elements, if `Element` is `Equatable`.
  private static func optionalEquality() -> ((Element?, Element?) -> Bool)? {
    guard let equatable = Element.self as? any Equatable.Type else { return nil }
    return optionalEquality(as: equatable)
  }

  private static func optionalEquality<E: Equatable>(as _: E.Type) -> (Element?, Element?) -> Bool {
    // NB: `Element` is `E`, so the cast succeeds; then comparisons need none.
    let isEqual: (E?, E?) -> Bool = { $0 == $1 }
    return isEqual as! (Element?, Element?) -> Bool
  }
}
