extension Reducer {
  /// Runs a child feature's reducer on optional child state while it exists, for this reducer's actions
  /// of the case `action`, then this reducer: a sheet, a detail screen, one destination of several.
  ///
  /// ```swift
  /// enum Action {
  ///   case detail(Detail.Action)
  ///   case detailTapped
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.detail, action: Action.detail) {
  ///     Detail()
  ///   }
  /// ```
  ///
  /// The case is all `ifLet` needs: it finds the child action by itself, as ``Scope`` does (see
  /// ``Scope/init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``);
  /// everything else is as ``ifLet(_:action:extract:fileID:line:then:)`` describes.
  ///
  /// - Parameters:
  ///   - state: Where the optional child state lives.
  ///   - action: This reducer's action case that carries a child action: `Action.detail`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public consuming func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> Reducers.IfLet<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    // NB: The extracting closure is made here, where the action types are concrete, as every case-taking
    // child reducer makes its own: returned by a generic helper, it would reach the reducer wrapped in a
    // reabstraction closure, one more allocation each time a `body` builds the reducer.
    let site = CaseSite(Action.self, ChildAction.self, fileID: fileID, line: line, column: column)
    return ifLet(
      state, action: action, extract: { site.extract(from: $0, embed: action) }, fileID: fileID,
      line: line, then: child)
  }
}
