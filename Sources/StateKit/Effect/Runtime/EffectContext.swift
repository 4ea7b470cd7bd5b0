/// What a running effect needs from its store besides delivering actions: the registry its cancellable
/// parts register in, the namespace they register under, and where its dismissals go.
struct EffectContext: Sendable {
  let registry: EffectRegistry
  let namespace: EffectNamespace
  /// Queues a dismissal in the root store, with its route from the root's state on the way up.
  let dismiss: @MainActor @Sendable (Dismissal) -> Void

  init(
    registry: EffectRegistry,
    namespace: EffectNamespace = .root,
    dismiss: @escaping @MainActor @Sendable (Dismissal) -> Void = { $0.reportUnhandled(by: nil) }
  ) {
    self.registry = registry
    self.namespace = namespace
    self.dismiss = dismiss
  }

  /// The context of a child's effects, whose dismissals `step` carries to this one's state; a dismissal
  /// that `step` turns into an action of this context's effects is sent with `deliver`, in its place.
  func lifting<Action>(
    through step: EmbeddingStep?,
    sending deliver: @escaping @MainActor @Sendable (Action) -> Void
  ) -> Self {
    guard let step else { return self }
    return Self(registry: registry, namespace: namespace) { [dismiss] dismissal in
      let lifted = dismissal.lifted(through: step)
      if let action = lifted.action as? Action { return deliver(action) }
      dismiss(lifted)
    }
  }

  /// The context of the effects of the child instance `child`.
  func entering(_ child: ChildEffectsID) -> Self {
    Self(registry: registry, namespace: namespace.appending(child), dismiss: dismiss)
  }
}
