extension Scope {
  /// Creates a reducer that runs `child` on the state at `state`, for the parent's actions of the case
  /// `action`.
  ///
  /// The case is all `Scope` needs: it finds the child action in a parent action by itself.
  ///
  /// ```swift
  /// enum Action {
  ///   case counter(Counter.Action)
  ///   case reset
  /// }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.counter, action: Action.counter) {
  ///     Counter()
  ///   }
  /// }
  /// ```
  ///
  /// `action` must be a case of the parent's action enum whose payload is the child action. The first
  /// parent action of that case teaches StateKit where the case is; after that, telling another action
  /// apart costs a comparison of cases, and a child action a copy of the payload. In the hottest loops,
  /// ``init(state:action:extract:child:)`` with a hand-written `extract` skips the lookup. A function
  /// that is not a case (`{ _ in .reset }`) is reported as a runtime warning that names this call, and
  /// then runs the child for no action.
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in the parent state.
  ///   - action: The parent action's case that carries a child action: `Action.counter`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      place: .always(state), action: action, fileID: fileID, line: line, column: column, child: child())
  }

  /// Creates a reducer that runs `child` on the state at `state`, for the parent's actions of the case
  /// `action`: ``init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``
  /// without the label, as The Composable Architecture writes it.
  ///
  /// ```swift
  /// Scope(\.counter, action: Action.counter) {
  ///   Counter()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in the parent state.
  ///   - action: The parent action's case that carries a child action: `Action.counter`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: state, action: action, fileID: fileID, line: line, column: column, child: child)
  }

  /// Creates a reducer that runs `child` on one case of an enum state, while the state is in that case:
  /// one destination among several, written as the enum's cases and nothing else.
  ///
  /// ```swift
  /// struct Destination: Reducer {
  ///   enum State: Equatable {
  ///     case editor(Editor.State)
  ///     case share(Share.State)
  ///   }
  ///
  ///   enum Action {
  ///     case editor(Editor.Action)
  ///     case share(Share.Action)
  ///   }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Scope(state: State.editor, action: Action.editor) { Editor() }
  ///     Scope(state: State.share, action: Action.share) { Share() }
  ///   }
  /// }
  /// ```
  ///
  /// The child runs on the case's payload in place. A child action that arrives while another case is
  /// active is not run, and is reported as a runtime warning. Present the enum with `ifLet`, which
  /// treats switching case as a new child.
  ///
  /// - Parameters:
  ///   - state: The state enum's case that holds the child state: `State.editor`.
  ///   - action: The parent action's case that carries a child action: `Action.editor`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: @escaping @Sendable (ChildState) -> ParentState,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let stateSite = CaseSite(ParentState.self, ChildState.self, fileID: fileID, line: line, column: column)
    self.init(
      place: .enumCase(stateSite, embed: state), action: action, fileID: fileID, line: line, column: column,
      child: child())
  }

  /// Creates a reducer that runs `child` on optional state while it is there, for the parent's actions of
  /// the case `action`: one case of an enum state, through a property of the enum with a getter and a
  /// setter (`\.editor`).
  ///
  /// Prefer the case itself,
  /// ``init(state:action:fileID:line:column:child:)-((ChildState)->ParentState,_,_,_,_,_)``, which needs
  /// no property.
  ///
  /// - Parameters:
  ///   - state: The case's property: the child state, or `nil` in another case.
  ///   - action: The parent action's case that carries a child action.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState?>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      place: .optional(state, CodeLocation(fileID: fileID, line: line)), action: action, fileID: fileID,
      line: line, column: column, child: child())
  }

  /// A scope that finds the child action in a parent action by the case `action` alone, at the call site
  /// `fileID`, `line` and `column` name: what every initializer given the action's case does.
  @inlinable
  init(
    place: Place,
    action: @escaping @Sendable (Child.Action) -> ParentAction,
    fileID: StaticString,
    line: UInt,
    column: UInt,
    child: Child
  ) {
    self.place = place
    self.embed = action
    self.extract = nil
    self.actionSite = CaseSite(
      ParentAction.self, Child.Action.self, fileID: fileID, line: line, column: column)
    self.child = child
  }
}
