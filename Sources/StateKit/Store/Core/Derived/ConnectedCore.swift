/// The core of a connected store: it keeps the view state a connector computed from its parent's state,
/// and computes it again only when the parent's state changed.
///
/// Unobserved, a read computes the view state if the parent's version moved since the last computation;
/// observed, it is computed on each parent change.
@MainActor
final class ConnectedCore<ParentState, ParentAction, State: Equatable, Action>: DerivedCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let connect: (ParentState) -> State
  private var viewState: State
  private var computedAt: UInt64

  init(
    parent: StoreCore<ParentState, ParentAction>,
    connect: @escaping (ParentState) -> State,
    embed: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.connect = connect
    self.viewState = connect(parent.state)
    self.computedAt = parent.version
    super.init(parent: parent, equating: .equal)
    let hop = ScopedSend(parentSend: parent.send, embed: embed)
    send = { [hop] in hop.send($0) }
  }

  override class var wakeKind: WakeKind { .connector }

  override var currentState: State {
    let version = parent.version
    if computedAt != version {
      viewState = connect(parent.state)
      computedAt = version
    }
    return viewState
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    // NB: A computed view state has no key path to the root: its collections are watched here.
    observe(ownElementWithID: id, in: collection, notifying: core)
  }
}
