/// How a scoped store sends an action: embedded in its parent's action, then sent with the parent's
/// `send`. A chain of scoped stores calls one a level.
// NB: An object, captured alone by the child's `send`, rather than a closure capturing both functions:
// a closure whose one capture is an object takes that object as its context.
@MainActor
@usableFromInline
final class ScopedSend<ChildAction, Action> {
  /// The parent's `send`.
  @usableFromInline let parentSend: @MainActor (Action) -> StoreTask
  /// Embeds a child action in the parent's action.
  @usableFromInline let embed: (ChildAction) -> Action

  @inlinable
  init(parentSend: @escaping @MainActor (Action) -> StoreTask, embed: @escaping (ChildAction) -> Action) {
    self.parentSend = parentSend
    self.embed = embed
  }

  /// Sends `action`, embedded, with the parent's `send`: what the child's `send` calls.
  // NB: The child's `send` is a closure made where the child is scoped, `{ [hop] in hop.send($0) }`,
  // so that it runs specialized for both stores' types when that code is.
  @inlinable
  func send(_ action: ChildAction) -> StoreTask {
    // NB: Embedded first, in a statement of its own: `parentSend(embed(action))` reads `parentSend`
    // before the embedding runs, and holds it across that call in registers the level must save.
    let parentAction = embed(action)
    return parentSend(parentAction)
  }
}
