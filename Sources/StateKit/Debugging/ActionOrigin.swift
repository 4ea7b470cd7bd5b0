/// Where an action a store processed came from: what an ``ActionTrace`` records for every step.
///
/// ```swift
/// for step in recording.trace.steps {
///   switch step.origin {
///   case .view: print("sent:", step.action)
///   case .effect(let startedBy): print("fed back by the effect of \(startedBy):", step.action)
///   case .child(let store): print("sent to the store of \(store):", step.action)
///   }
/// }
/// ```
public enum ActionOrigin<Action> {
  /// Sent to the root store with `send(_:)`: by a view, a test, or your code.
  case view
  /// Fed back by an effect (a `.send` effect, or `send` in a `.run`), with the action whose processing
  /// returned the effect.
  case effect(startedBy: Action)
  /// Sent to a scoped, optional, row or connected store, which forwarded it to the root embedded in the
  /// root's action. `store` names the state type of the store it was sent to (`"Counter.State"`), or is
  /// `"a derived store"` when the action reached the root some other way.
  case child(store: String)
}

extension ActionOrigin: Equatable where Action: Equatable {}
extension ActionOrigin: Sendable where Action: Sendable {}

extension ActionOrigin {
  /// Whether a test replays the action by sending it (`.view`, `.child`) rather than by receiving it from
  /// an effect (`.effect`).
  public var isSent: Bool {
    if case .effect = self { false } else { true }
  }
}

extension ActionOrigin {
  /// An action that came through the entry point scoped stores call, before the root names the store it
  /// was sent to: names cost a string, made only while the store records or measures.
  @usableFromInline
  static var unresolvedChild: Self { .child(store: "") }
}
