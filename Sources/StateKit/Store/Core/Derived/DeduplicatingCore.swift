/// The core of a store made with ``Store/removingDuplicates(by:)``: its parent's state and actions, with
/// its own comparison deciding what counts as a change.
@MainActor
final class DeduplicatingCore<State, Action>: DerivedCore<State, Action> {
  private let parent: StoreCore<State, Action>

  init(parent: StoreCore<State, Action>, equating: Equating<State>) {
    self.parent = parent
    super.init(parent: parent, equating: equating, comparesForDerivedStores: true)
    send = parent.send
  }

  override var currentState: State { parent.state }

  override func observeParent(notifying core: CoreNode) -> CancellationToken {
    // NB: This store's comparison replaces its parent's: it observes what its parent observes.
    (parent as? DerivedCore<State, Action>)?.observeParent(notifying: core)
      ?? parent.changes.add(notifying: core)
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    parent.observe(elementWithID: id, in: collection, notifying: core)
  }
}
