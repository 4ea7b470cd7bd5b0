/// The elements of an ``IdentifiedArray`` in a store's state read one by one, by id, through copies the
/// store returned (see ``StoreReadTag``): watched as one read, which at each change of the store compares
/// only the elements the array's change log says may have changed since it last looked.
///
/// Each element read is an ``ObservedValue`` of the optional element, with the element read, compared
/// with `==` where `Element` is `Equatable` (and taken to change at every change of the array
/// otherwise); a change tells Observation about that element's read alone.
final class ObservedElements<State, Action, ID: Hashable, Element>: ObservedRead<State, Action> {
  /// Where the array is in the store's state.
  private let keyPath: KeyPath<State, IdentifiedArray<ID, Element>>
  /// The read of each element ever read, by id: made once per id.
  private var reads: [ID: ObservedValue<State, Action, Element?>] = [:]
  /// The element reads watched, by id: read since their element last changed.
  // NB: Invariant: exactly the reads of `reads` whose `isWatched` is set, each with the element at its
  // read, which is the element in the array marked by `mark` or a later one, or differs from it (then
  // the store's whole state is watched too, see `StoreReadTag`).
  private var watchedReads: [ID: ObservedValue<State, Action, Element?>] = [:]
  /// The array as of the last look: no watched element changed before it without being compared.
  private var mark: IdentifiedArrayChangeMark?
  /// `==` for optional elements, or `nil` if `Element` is not `Equatable`; found by the first read.
  private var equality: ((Element?, Element?) -> Bool)??

  init(keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) {
    self.keyPath = keyPath
    super.init(key: .elements(keyPath))
  }

  /// Watches the element with id `id`, read as `element` from a copy of `array` (the array in the
  /// store's state now), and returns its read, for Observation.
  func watch(id: ID, element: Element?, in array: IdentifiedArray<ID, Element>)
    -> ObservedValue<State, Action, Element?>
  {
    if watchedReads.isEmpty { mark = array.changeMark }
    let read = reads[id] ?? makeRead(id: id)
    read.remember(element)
    if !read.isWatched {
      read.isWatched = true
      watchedReads[id] = read
    }
    return read
  }

  override func collectChanges(in state: State, into changed: inout [ObservedRead<State, Action>]) -> Bool {
    let array = state[keyPath: keyPath]
    if !array.forEachChange(since: mark, { id, _ in collectChange(of: id, in: array, into: &changed) }) {
      for id in Array(watchedReads.keys) { collectChange(of: id, in: array, into: &changed) }
    }
    guard !watchedReads.isEmpty else {
      mark = nil
      return false
    }
    array.advance(&mark)
    return true
  }

  /// Appends the read of the element with id `id` to `changed` if it is watched and its element differs
  /// in `array`, the store's new one, and stops watching it.
  private func collectChange(
    of id: ID, in array: IdentifiedArray<ID, Element>, into changed: inout [ObservedRead<State, Action>]
  ) {
    guard let read = watchedReads[id], read.hasChanged(to: array._storedElement(id: id)) else { return }
    read.isWatched = false
    read.forget()
    watchedReads[id] = nil
    changed.append(read)
  }

  /// The read of the element with id `id`, made and kept.
  private func makeRead(id: ID) -> ObservedValue<State, Action, Element?> {
    let keyPath = keyPath
    let isEqual: ((Element?, Element?) -> Bool)?
    if let known = equality {
      isEqual = known
    } else {
      isEqual = Self.optionalEquality()
      equality = .some(isEqual)
    }
    let read = ObservedValue<State, Action, Element?>(
      key: .element(ObservedReadKey.ElementKey(collection: keyPath, id: AnyHashable(id))),
      read: { $0[keyPath: keyPath]._storedElement(id: id) },
      isEqual: isEqual
    )
    reads[id] = read
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
