/// A dismissal waiting in a root core for its turn: it is applied after the actions that were queued
/// before it, so `.merge(.send(.delegate(.saved)), .dismiss)` tells the parent before the child goes.
@usableFromInline
struct PendingDismissal {
  let dismissal: Dismissal
  /// The namespace of the instance to dismiss: the effect's.
  let namespace: EffectNamespace
  /// The instance's lifetime: the dismissal does nothing once it is gone.
  let source: InstanceLifetime?
  let owner: EffectGroup?
  /// The action whose reducer returned the dismissal, for messages; `nil` for `send.dismiss()`.
  let origin: String?
  /// The position in the root core's queue of the first action that comes after it.
  let position: Int
}
