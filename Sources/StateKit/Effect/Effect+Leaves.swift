extension Effect {
  /// This effect with each of its leaves (what it does: `.none`, `.send`, `.run`, `.cancel`,
  /// `.cancelChild`, `.dismiss`, `.watch`) replaced by the effect `transform` makes of it, and its structure
  /// (merging, cancellability, the namespace of a child instance) kept around them.
  ///
  /// The one walk over an effect's structure: every transformation of an effect (embedding its actions,
  /// rewriting its asynchronous parts) is a transformation of its leaves, which `transform` is only ever
  /// called with.
  func mappingLeaves<NewAction>(_ transform: (Operation) -> Effect<NewAction>) -> Effect<NewAction> {
    switch operation {
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0.mappingLeaves(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(
        .cancellable(id, cancelInFlight: cancelInFlight, effect.mappingLeaves(transform)))
    case .namespaced(let child, let effect):
      return Effect<NewAction>(.namespaced(child, effect.mappingLeaves(transform)))
    case .none, .send, .run, .cancel, .cancelChild, .dismiss, .watch:
      return transform(operation)
    }
  }

  /// Calls `body` with each leaf of this effect (see ``mappingLeaves(_:)``), in the order the store would
  /// start them.
  func forEachLeaf(_ body: (Operation) -> Void) {
    switch operation {
    case .merge(let effects):
      for effect in effects { effect.forEachLeaf(body) }
    case .cancellable(_, _, let effect), .namespaced(_, let effect):
      effect.forEachLeaf(body)
    case .none, .send, .run, .cancel, .cancelChild, .dismiss, .watch:
      body(operation)
    }
  }
}
