// NB: Three, so that TCA's `action: \.child` resolves to one whatever the context expects: a store, an
// optional store, or nothing yet (see `CaseKeyPathSpelling`).

extension Store {
  /// TCA's spelling of `scope(state:action:)`, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.child`")
  public func scope<ChildState>(
    state: KeyPath<State, ChildState>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>
  ) -> Store<ChildState, Never> {
    fatalError()
  }

  /// TCA's spelling of `scope(state:action:)` for optional child state, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.child`")
  public func scope<ChildState>(
    state: KeyPath<State, ChildState?>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>
  ) -> Store<ChildState, Never>? {
    fatalError()
  }

  /// TCA's spelling of `scope(state:action:)` where the context names the store, which StateKit does not
  /// take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `action: Action.child`")
  public func scope<ChildState, Scoped>(
    state: KeyPath<State, ChildState>,
    action: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>
  ) -> Scoped {
    fatalError()
  }
}
