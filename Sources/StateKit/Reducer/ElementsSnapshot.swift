/// A collection's ids before the parent reducer ran, to cancel the effects of the elements it removed:
/// a `forEach`'s identified array, or a stack's entries.
//
// NB: Inlinable, so that the check a `forEach` makes on every action, whether the parent touched the
// collection, is specialized: unspecialized, it would look up generic metadata on every action.
@usableFromInline
struct ElementsSnapshot<ID: Hashable & Sendable, Element> {
  @usableFromInline let mark: IdentifiedArrayChangeMark
  @usableFromInline let ids: [ID]

  @inlinable
  init(_ elements: borrowing IdentifiedArray<ID, Element>) {
    self.mark = elements.changeMark
    self.ids = elements._ids
  }

  /// `effects`, and the cancellation of every element of the snapshot that `elements`, the collection at
  /// `path`, no longer has.
  @inlinable
  func cancellingRemovedElements<Action>(
    of elements: borrowing IdentifiedArray<ID, Element>,
    at path: AnyKeyPath,
    with effects: Effect<Action>
  ) -> Effect<Action> {
    // NB: The change log says in O(1) whether the parent touched the collection at all, so an action that
    // leaves it alone costs no comparison of ids.
    if elements.changes(since: mark) == .unchanged { return effects }
    return cancellingRemovedIDs(after: elements._ids, at: path, with: effects)
  }

  @usableFromInline
  func cancellingRemovedIDs<Action>(
    after idsAfter: [ID],
    at path: AnyKeyPath,
    with effects: Effect<Action>
  ) -> Effect<Action> {
    guard ids != idsAfter else { return effects }
    let remaining = Set(idsAfter)
    let cancellations = ids.lazy
      .filter { !remaining.contains($0) }
      .map { Effect<Action>(.cancelChild(ChildEffectsID(path: path, element: $0))) }
    return .merge([effects] + cancellations)
  }
}
