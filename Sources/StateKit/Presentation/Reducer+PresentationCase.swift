extension Reducer {
  /// Runs a presented child feature while it is presented, for this reducer's actions of the case
  /// `action`, then this reducer, and clears it when it is dismissed: TCA's
  /// `.ifLet(\.$destination, action: \.destination) { Destination() }`.
  ///
  /// ```swift
  /// struct State: Equatable {
  ///   @PresentationState var destination: Destination.State?
  /// }
  /// enum Action {
  ///   case destination(PresentationAction<Destination.Action>)
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: Action.destination) {
  ///     Destination()
  ///   }
  /// ```
  ///
  /// The case is all it needs: it finds the presentation action by itself, as ``Scope`` does; everything
  /// else is as ``ifLet(_:action:extract:fileID:line:destination:)`` describes.
  ///
  /// - Parameters:
  ///   - state: Where the presentation lives: `\.$destination`.
  ///   - action: This reducer's action case that carries a presentation action: `Action.destination`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - destination: The presented feature's reducer.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> Reducers.Presentation<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    let site = CaseSite(
      Action.self, PresentationAction<DestinationAction>.self, fileID: fileID, line: line, column: column)
    return ifLet(
      state, action: action, extract: { site.extract(from: $0, embed: action) }, fileID: fileID,
      line: line, destination: destination)
  }

  /// Presents an alert or a confirmation dialog, for this reducer's actions of the case `action`: TCA's
  /// `.ifLet(\.$alert, action: \.alert)`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$alert, action: Action.alert)
  /// ```
  ///
  /// The alert is cleared after this reducer has seen the action of one of its buttons, or a dismissal,
  /// as ``ifLet(_:action:extract:fileID:line:)`` describes.
  ///
  /// - Parameters:
  ///   - state: Where the alert lives: `\.$alert`.
  ///   - action: This reducer's action case that carries the alert's presentation action: `Action.alert`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducers.Presentation<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(state, action: action, fileID: fileID, line: line, column: column) { EmptyReducer() }
  }
}
