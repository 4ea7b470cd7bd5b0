/// How an action reached the root core, as its entry points know it: resolved into an ``ActionOrigin``
/// only while the store records or measures.
@usableFromInline
enum SendSource<Action> {
  /// The root store's own `send(_:)`.
  case view
  /// The entry point scoped stores call.
  case child
  /// An effect's `send`, with the action whose processing started the effect.
  case effect(startedBy: Action)
}
