extension Reducer {
  /// Clears an alert held in plain optional state after any of its buttons, as a presentation does: no
  /// child reducer needed.
  ///
  /// ```swift
  /// struct State: Equatable {
  ///   var alert: AlertState<Action.Alert>?
  /// }
  ///
  /// enum Action {
  ///   case alert(Alert)
  ///   case deleteTapped
  ///   enum Alert { case confirmDeletion }
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.alert, action: Action.alert)
  /// ```
  ///
  /// This reducer sees the button's action first, with the alert still there; then the alert is cleared,
  /// unless this reducer replaced it. An alert action that arrives while no alert is shown is reported as
  /// a runtime warning.
  ///
  /// - Parameters:
  ///   - state: Where the optional alert lives: `\.alert`.
  ///   - action: This reducer's action case that carries the alert's actions: `Action.alert`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  @inlinable
  public consuming func ifLet<AlertAction>(
    _ state: WritableKeyPath<State, AlertState<AlertAction>?>,
    action: @escaping @Sendable (AlertAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducers.IfLet<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
    ifLet(state, action: action, fileID: fileID, line: line, column: column) { EmptyReducer() }
  }

  /// Clears a confirmation dialog held in plain optional state after any of its buttons, as a
  /// presentation does: no child reducer needed.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.confirmationDialog, action: Action.confirmationDialog)
  /// ```
  ///
  /// Everything else is as for an alert in plain optional state: this reducer sees the button's action
  /// first, then the dialog is cleared, unless this reducer replaced it.
  ///
  /// - Parameters:
  ///   - state: Where the optional dialog lives: `\.confirmationDialog`.
  ///   - action: This reducer's action case that carries the dialog's actions.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  @inlinable
  public consuming func ifLet<DialogAction>(
    _ state: WritableKeyPath<State, ConfirmationDialogState<DialogAction>?>,
    action: @escaping @Sendable (DialogAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducers.IfLet<Self, EmptyReducer<ConfirmationDialogState<DialogAction>, DialogAction>> {
    ifLet(state, action: action, fileID: fileID, line: line, column: column) { EmptyReducer() }
  }
}
