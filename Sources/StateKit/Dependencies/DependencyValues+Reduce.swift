extension DependencyValues {
  /// Runs `reducer` with these values in force, and returns its effect with every asynchronous part set to
  /// run with them too: how a store created with dependencies, a `TestStore` and
  /// ``Reducer/dependency(_:_:)`` hand their values to a reducer and its effects.
  ///
  /// The effect's parts keep them wherever they run: across hops to other actors, in the child tasks and
  /// unstructured tasks they start, and through ``Effect/map(_:)`` in the parent's scope.
  // NB: Inlinable, so that it runs specialized for the feature's types where the store or the override
  // is made: run generic, it looked up their metadata on every action. Only the task-local binding and
  // the rewriting of effects, which are not `.none` on the actions that start work, stay out of line.
  @inlinable
  package func reduce<State, Action>(
    into state: inout State,
    action: Action,
    with reducer: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    var effect = Effect<Action>.none
    whileCurrent { effect = reducer(&state, action) }
    guard !effect.isNone else { return effect }
    return runningWithThese(effect)
  }

  /// Runs `body` with these values in force: ``withCurrent(_:)``, not generic.
  // NB: Called from the inlined `reduce` rather than the generic `withCurrent`, which took about 80
  // instructions more per action there (W8b 1,451 against 1,530).
  @usableFromInline
  func whileCurrent(_ body: () -> Void) {
    withCurrent(body)
  }

  /// `effect` with every asynchronous part set to run with these values.
  @usableFromInline
  func runningWithThese<Action>(_ effect: Effect<Action>) -> Effect<Action> {
    effect.rewritingRuns { _, body in
      { [self] send in
        await withCurrent { await body(send) }
      }
    }
  }
}
