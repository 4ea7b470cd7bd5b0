extension Effect {
  /// Transforms every action this effect sends, to embed a child feature's effects into its parent's.
  ///
  /// ```swift
  /// case .counter(let action):
  ///   return Counter().reduce(into: &state.counter, action: action).map(AppAction.counter)
  /// ```
  ///
  /// ``Scope``, ``Reducer/ifLet(_:action:extract:fileID:line:then:)`` and
  /// ``Reducer/forEach(_:action:extract:fileID:line:element:)`` do this for you, and more: they also carry
  /// an ``Effect/dismiss`` of the child up to the presentation it dismisses, which `map` cannot.
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    // NB: Most actions return `.none`: answered here, in code specialized where it is inlined.
    if isNone { return .none }
    return mapped(transform)
  }

  /// This effect, not `.none`, with its actions transformed.
  @usableFromInline
  func mapped<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
    embedded(transform, through: nil)
  }

  /// This effect's actions embedded by `transform`, and its dismissals and presence checks carried
  /// through `step` to the reducer that embeds it: how ``Scope``, `ifLet` and `forEach` map a child's
  /// effects.
  func embedded<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction,
    through step: EmbeddingStep?
  ) -> Effect<NewAction> {
    if isNone { return .none }
    return mappingLeaves { leaf in
      switch leaf {
      case .send(let action):
        return .send(transform(action))
      case .run(let run):
        return Effect<NewAction>(
          .run(
            .init(priority: run.priority, location: run.location) { send in
              await run.body(send.embedding(transform, through: step))
            }
          )
        )
      case .cancel(let id):
        return Effect<NewAction>(.cancel(id))
      case .cancelChild(let child):
        return Effect<NewAction>(.cancelChild(child))
      case .dismiss(let dismissal):
        let lifted = step.map { dismissal.lifted(through: $0) } ?? dismissal
        // NB: A presentation that has an action for dismissals claimed it: the action goes in its place.
        if let action = lifted.action as? NewAction { return .send(action) }
        return Effect<NewAction>(.dismiss(lifted))
      case .watch(let check):
        return Effect<NewAction>(.watch(step.map { check.lifted(through: $0) } ?? check))
      case .none, .merge, .cancellable, .namespaced:
        // NB: `.none`; `mappingLeaves` keeps the structure itself and never hands it here.
        return .none
      }
    }
  }

  /// This effect as the effects of the child instance `child`.
  func namespaced(_ child: ChildEffectsID) -> Self {
    isNone ? self : Self(.namespaced(child, self))
  }
}
