/// A dismissal in a root core's queue, in order with the actions: `.merge(.send(.delegate(.saved)),
/// .dismiss)` tells the parent before the child goes.
@usableFromInline
final class QueuedDismissal {
  let dismissal: Dismissal
  /// The namespace of the effect that asked for it.
  let namespace: EffectNamespace
  /// The action whose reducer returned the dismissal, for messages; `nil` for `send.dismiss()`.
  let origin: String?
  /// Whether a reducer on its route took it: a recording lists only those.
  var wasTaken = false

  init(_ dismissal: Dismissal, namespace: EffectNamespace, origin: String?) {
    self.dismissal = dismissal
    self.namespace = namespace
    self.origin = origin
  }
}
