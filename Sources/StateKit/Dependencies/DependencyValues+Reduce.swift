extension DependencyValues {
  /// Runs `reducer` with these values in force, and returns its effect with every asynchronous part set to
  /// run with them too: how a store created with dependencies, a `TestStore` and
  /// ``Reducer/dependency(_:_:)`` hand their values to a reducer and its effects.
  ///
  /// The effect's parts keep them wherever they run: across hops to other actors, in the child tasks and
  /// unstructured tasks they start, and through ``Effect/map(_:)`` in the parent's scope.
  package func reduce<State, Action>(
    into state: inout State,
    action: Action,
    with reducer: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let effect = withCurrent { reducer(&state, action) }
    guard !effect.isNone else { return effect }
    return effect.rewritingRuns { _, body in
      { [self] send in
        await withCurrent { await body(send) }
      }
    }
  }
}
