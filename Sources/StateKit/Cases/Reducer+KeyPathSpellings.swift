// NB: Unavailable twins of the functions that take a case, for The Composable Architecture's key path
// spelling of one (`action: \.child`): see `CaseKeyPathSpelling`. They are never called.

extension Reducer {
  /// TCA's spelling of ``ifLet(_:action:fileID:line:column:then:)``, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.child`")
  public func ifLet<ChildState, Child>(
    _ state: WritableKeyPath<State, ChildState>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>,
    then child: () -> Child
  ) -> Self {
    fatalError()
  }

  /// TCA's spelling of an `ifLet` with no child reducer, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.alert`")
  public func ifLet<ChildState>(
    _ state: WritableKeyPath<State, ChildState>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>
  ) -> Self {
    fatalError()
  }

  /// TCA's spelling of `forEach`, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.rows`")
  public func forEach<Elements, Element>(
    _ elements: WritableKeyPath<State, Elements>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>,
    element: () -> Element
  ) -> Self {
    fatalError()
  }

  /// TCA's spelling of a stack `forEach` whose destination is an enum reducer, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.path`")
  public func forEach<Elements>(
    _ elements: WritableKeyPath<State, Elements>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>
  ) -> Self {
    fatalError()
  }
}

extension Scope {
  // NB: The state too is a key path from `CaseKeyPathSpelling`, so that TCA's `state: \.login` for a case
  // of an enum state resolves here as well as `state: \.child` for a property.

  /// TCA's spelling of ``init(state:action:fileID:line:column:child:)``, which StateKit does not take.
  @available(
    *, unavailable,
    message:
      "StateKit spells a case as a function: `action: Action.child`, and `state: State.child` for an enum"
  )
  public init(
    state: KeyPath<CaseKeyPathSpelling<ParentState>, CaseKeyPathSpelling<ParentState>>,
    action: KeyPath<CaseKeyPathSpelling<ParentAction>, CaseKeyPathSpelling<ParentAction>>,
    child: () -> Child
  ) {
    fatalError()
  }
}
