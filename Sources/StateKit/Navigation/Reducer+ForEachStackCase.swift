extension Reducer {
  /// Runs the screens of a navigation stack for this reducer's actions of the case `action`: each
  /// element's reducer for its actions, then this reducer, then the pushes and pops a view asked for.
  ///
  /// ```swift
  /// enum Action {
  ///   case path(StackAction<Path.State, Path.Action>)
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: Action.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// The case is all `forEach` needs: it finds the stack action by itself, as ``Scope`` does (see
  /// ``Scope/init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``);
  /// everything else is as ``forEach(_:action:extract:fileID:line:destination:)`` describes.
  ///
  /// - Parameters:
  ///   - stack: Where the stack lives.
  ///   - action: This reducer's action case that carries a ``StackAction``: `Action.path`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - destination: The reducer of the stack's screens.
  @inlinable
  public consuming func forEach<ElementState, ElementAction, Destination: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ElementState>>,
    action: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination
  ) -> Reducers.StackForEach<Self, Destination>
  where ElementState == Destination.State, ElementAction == Destination.Action {
    let site = CaseSite(
      Action.self, StackAction<ElementState, ElementAction>.self, fileID: fileID, line: line, column: column)
    return forEach(
      stack, action: action, extract: { site.extract(from: $0, embed: action) }, fileID: fileID,
      line: line, destination: destination)
  }
}
