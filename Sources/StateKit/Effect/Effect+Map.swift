extension Effect {
  /// Transforms every action this effect sends, to embed a child feature's effects into its parent's.
  ///
  /// ```swift
  /// case .counter(let action):
  ///   return Counter().reduce(into: &state.counter, action: action).map(AppAction.counter)
  /// ```
  ///
  /// ``Scope``, ``Reducer/ifLet(_:action:extract:fileID:line:then:)`` and
  /// ``Reducer/forEach(_:action:extract:fileID:line:element:)`` do this for you.
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
  func mapped<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      return Effect<NewAction>(
        .run(
          .init(priority: run.priority, location: run.location) { send in
            await run.body(send.embedding(transform))
          }
        )
      )
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(.cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<NewAction>(.cancel(id))
    }
  }
}
