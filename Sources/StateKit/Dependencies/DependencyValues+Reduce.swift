extension DependencyValues {
  /// Runs `reducer` with these values in force: how a store created with dependencies, a `TestStore` and
  /// ``Reducer/dependency(_:_:)`` hand their values to a reducer. The effects it returns keep them, as every
  /// ``Effect/run(priority:fileID:line:operation:catch:)`` runs with the values in force where it is made.
  // NB: Inlinable, so that it runs specialized for the feature's types where the store or the override
  // is made: run generic, it looked up their metadata on every action. Only the task-local binding stays
  // out of line.
  @inlinable
  package func reduce<State, Action>(
    into state: inout State,
    action: Action,
    with reducer: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    var effect = Effect<Action>.none
    whileCurrent { effect = reducer(&state, action) }
    return effect
  }

  /// Runs `body` with these values in force: ``withCurrent(_:)``, not generic.
  @usableFromInline
  func whileCurrent(_ body: () -> Void) {
    withCurrent(body)
  }
}
