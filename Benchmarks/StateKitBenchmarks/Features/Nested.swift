import StateKit

/// One level of a deeply nested state: W5 scopes through ten of them to reach a ``CounterState``.
struct Level<Inner: Equatable>: Equatable {
  var inner: Inner
}

/// The action of one ``Level``: the inner level's action, wrapped.
enum LevelAction<Inner> {
  /// An action for the inner level.
  case inner(Inner)
}

extension LevelAction: Sendable where Inner: Sendable {}

/// A store of one ``Level`` scoped to its inner level, as a view of that level would be given.
@MainActor
func scopeToInner<Inner, InnerAction>(
  _ store: Store<Level<Inner>, LevelAction<InnerAction>>
) -> Store<Inner, InnerAction> {
  store.scope(state: \.inner, action: { .inner($0) })
}
