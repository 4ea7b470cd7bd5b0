/// The core of a scoped store: it reads its state from its parent on demand and sends its actions to it.
///
/// It keeps no copy of the state. A scope of a scope composes with its parent's projection and embedding
/// instead of stacking one more core, so reading the state and sending an action cost the same at any depth.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let projection: Projection<ParentState, State>
  private let embed: (Action) -> ParentAction

  init(
    parent: StoreCore<ParentState, ParentAction>,
    projection: Projection<ParentState, State>,
    embed: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.projection = projection
    self.embed = embed
  }

  override var state: State { projection(parent.state) }

  override func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  override func scoped<ChildState, ChildAction>(
    state projection: Projection<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> StoreCore<ChildState, ChildAction> {
    ScopedCore<ParentState, ParentAction, ChildState, ChildAction>(
      parent: parent,
      projection: self.projection.appending(projection),
      embed: { [parentEmbed = self.embed] in parentEmbed(embed($0)) }
    )
  }

  override func observe(_ observer: @escaping @MainActor () -> Void) -> CancellationToken {
    parent.observe(observer)
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    of collection: KeyPath<State, IdentifiedArray<ID, Element>>,
    _ observer: @escaping @MainActor () -> Void
  ) -> CancellationToken {
    guard case .keyPath(let path) = projection else { return parent.observe(observer) }
    return parent.observe(elementWithID: id, of: path.appending(path: collection), observer)
  }
}
