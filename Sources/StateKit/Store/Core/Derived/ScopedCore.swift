/// The core of a scoped store: it reads its state from its parent on demand and keeps no copy. A scope
/// of a scope composes with its parent's projection instead of stacking one more core.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: DerivedCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let projection: Projection<ParentState, State>
  /// Where the state is stored in the root's, when the parent's is too and the projection is a key path
  /// to a stored property.
  private let storedPlace: StoredPlace?

  init(
    parent: StoreCore<ParentState, ParentAction>,
    projection: Projection<ParentState, State>,
    equating: Equating<State>?
  ) {
    self.parent = parent
    self.projection = projection
    if case .keyPath(let property) = projection, property.offset >= 0 {
      storedPlace = parent.storedPlaceInRoot()?.advanced(by: property.offset)
    } else {
      storedPlace = nil
    }
    super.init(parent: parent, equating: equating)
  }

  override var currentState: State {
    if let storedPlace { return storedPlace.read() }
    return projection(parent.state)
  }

  override func storedPlaceInRoot() -> StoredPlace? { storedPlace }

  override func scoped<ChildState, ChildAction>(
    state projection: Projection<State, ChildState>,
    equating: Equating<ChildState>?
  ) -> StoreCore<ChildState, ChildAction> {
    ScopedCore<ParentState, ParentAction, ChildState, ChildAction>(
      parent: parent, projection: self.projection.appending(projection), equating: equating)
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    switch projection {
    case .keyPath(let property):
      return parent.observe(elementWithID: id, in: collection.prepending(property.keyPath), notifying: core)
    case .function:
      // NB: A closure cannot be followed up to the root; the collection is watched in this core's state.
      return observe(ownElementWithID: id, in: collection, notifying: core)
    }
  }
}
