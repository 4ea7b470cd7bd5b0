/// How a scoped store sends an action: embedded in its parent's action, then sent with the parent's
/// `send`. The child's `send`, made where it is scoped, is `{ [hop] in hop.send($0) }`.
@MainActor
@usableFromInline
final class ScopedSend<ChildAction, Action> {
  @usableFromInline let parentSend: @MainActor (Action) -> StoreTask
  @usableFromInline let embed: (ChildAction) -> Action

  @inlinable
  init(parentSend: @escaping @MainActor (Action) -> StoreTask, embed: @escaping (ChildAction) -> Action) {
    self.parentSend = parentSend
    self.embed = embed
  }

  @inlinable
  func send(_ action: ChildAction) -> StoreTask {
    // NB: Not `parentSend(embed(action))`, which holds `parentSend` across the embedding.
    let parentAction = embed(action)
    return parentSend(parentAction)
  }
}
