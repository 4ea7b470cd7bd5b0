extension Reducer {
  /// Runs a child feature's reducer on one case of this reducer's enum state, while the state is in that
  /// case, then this reducer: one destination among several, when the state is always one of them.
  ///
  /// ```swift
  /// enum State: Equatable {
  ///   case loggedIn(LoggedIn.State)
  ///   case loggedOut(LoggedOut.State)
  /// }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(State.loggedIn, action: Action.loggedIn) { LoggedIn() }
  ///     .ifCaseLet(State.loggedOut, action: Action.loggedOut) { LoggedOut() }
  /// }
  /// ```
  ///
  /// The child runs first, on the case's payload in place, so the parent sees the state the child left.
  /// The child's effects belong to the child instance, as under
  /// ``ifLet(_:action:extract:fileID:line:then:)``: its identity is its case, and its payload's `id` when
  /// the payload is `Identifiable`. When the state switches to another case, or to the same case with a
  /// payload of another identity, whichever reducer switched it, every effect the old child started is
  /// cancelled, and an action one of them still sends is dropped with a runtime warning. A child action
  /// that arrives while the state is in another case is not run, and is reported as a runtime warning
  /// that names this call.
  ///
  /// - Parameters:
  ///   - state: The state enum's case that holds the child state: `State.loggedIn`.
  ///   - action: This reducer's action case that carries a child action: `Action.loggedIn`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public consuming func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ state: @escaping @Sendable (CaseState) -> State,
    action: @escaping @Sendable (CaseAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Case
  ) -> Reducers.IfCaseLet<Self, Case> where CaseState == Case.State, CaseAction == Case.Action {
    Reducers.IfCaseLet(
      parent: self,
      child: child(),
      embedState: state,
      embedAction: action,
      fileID: fileID,
      line: line,
      column: column
    )
  }
}

extension Reducers {
  /// A reducer that runs a child reducer on one case of an enum state: see
  /// ``Reducer/ifCaseLet(_:action:fileID:line:column:then:)``.
  public struct IfCaseLet<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let embedState: @Sendable (Child.State) -> Parent.State
    @usableFromInline let embedAction: @Sendable (Child.Action) -> Parent.Action
    @usableFromInline let stateSite: CaseSite
    @usableFromInline let actionSite: CaseSite
    @usableFromInline let identity = ChildIdentity<Child.State>()

    /// The reducer of an `ifCaseLet` written at `fileID`, `line` and `column`, which names both cases' sites.
    @inlinable
    init(
      parent: Parent,
      child: Child,
      embedState: @escaping @Sendable (Child.State) -> Parent.State,
      embedAction: @escaping @Sendable (Child.Action) -> Parent.Action,
      fileID: StaticString,
      line: UInt,
      column: UInt
    ) {
      self.parent = parent
      self.child = child
      self.embedState = embedState
      self.embedAction = embedAction
      self.stateSite = CaseSite(
        Parent.State.self, Child.State.self, fileID: fileID, line: line, column: column)
      self.actionSite = CaseSite(
        Parent.Action.self, Child.Action.self, fileID: fileID, line: line, column: column)
    }

    /// Runs the child reducer if the action is a child action and the state is in the child's case, then
    /// the parent reducer; cancels the child's effects if the parent switched the case or the child's
    /// identity.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
      var childEffects = Effect<Parent.Action>.none
      if let childAction = actionSite.extract(from: action, embed: embedAction) {
        let child = self.child
        let identity = self.identity
        let reduced = stateSite.modify(&state, embed: embedState) { payload in
          let effects = child.reduce(into: &payload, action: childAction)
          return (effects, effects.isNone ? nil : identity.of(payload))
        }
        if let (effects, after) = reduced {
          if let after { childEffects = embedChildEffects(effects, identity: after) }
        } else {
          reportActionInOtherCase(childAction, state: state)
        }
      }
      let before = currentIdentity(in: state)
      let effects = childEffects.merge(with: parent.reduce(into: &state, action: action))
      guard let before, currentIdentity(in: state) != before else { return effects }
      return effects.merge(with: cancelChildEffects())
    }

    /// The cancellation of the child's effects.
    @usableFromInline
    func cancelChildEffects() -> Effect<Parent.Action> {
      Effect(.cancelChild(childEffectsID))
    }

    /// The identity of the child `state` holds, or `nil` if it is in another case.
    @inlinable
    func currentIdentity(in state: Parent.State) -> ChildIdentity<Child.State>.Value? {
      stateSite.extract(from: state, embed: embedState).map(identity.of)
    }

    /// Names the child's effects among the parent's: by the call site, since a case has no key path.
    var childEffectsID: ChildEffectsID {
      ChildEffectsID(path: \Parent.State.self, element: stateSite.key)
    }

    /// The child's effects, not `.none`, as the parent's, cancelled once the state no longer holds the
    /// child of identity `identity`.
    @usableFromInline
    func embedChildEffects(
      _ effects: Effect<Child.Action>,
      identity: ChildIdentity<Child.State>.Value
    ) -> Effect<Parent.Action> {
      effects
        .embedded(embedAction, through: .enumCase(stateSite, of: Parent.State.self, kind: .instance))
        .namespaced(childEffectsID, watching: AnyHashable(identity))
    }

    /// Routes a dismissal that leads through the child to the child reducer, or else to the parent.
    public func _reduce(into state: inout Parent.State, route: _ChildRoute) -> Bool? {
      guard route.isTaken(byInstance: childEffectsID) else {
        return parent._reduce(into: &state, route: route)
      }
      if route.checksPresence {
        let present = stateSite.extract(from: state, embed: embedState)
        return route.presence(of: present, identity: identity.of, reduce: child._reduce(into:route:))
      }
      // NB: No presentation claims a dismissal here: one that names this instance is another's to take.
      guard !route.isAtInstance else { return parent._reduce(into: &state, route: route) }
      let child = self.child
      let inner = route.advanced()
      let reached = stateSite.modify(&state, embed: embedState) { child._reduce(into: &$0, route: inner) }
      // NB: The state left the child's case: so is the instance the route leads to gone.
      guard let reached else { return true }
      return reached
    }

    @usableFromInline
    func reportActionInOtherCase(_ childAction: Child.Action, state: Parent.State) {
      let current = Mirror(reflecting: state).children.first?.label ?? "\(state)"
      RuntimeWarning.report(
        """
        An ifCaseLet at \(stateSite.location) received the child action \(childAction) while the state \
        was in the case `\(current)`, not the child's; the child reducer did not run. An effect of the \
        child probably outlived it, or a view kept sending after the state switched case: cancel the \
        child's effects when leaving the case, or stop sending from views of the old case.
        """
      )
    }
  }
}

@available(*, unavailable, message: "Reducers.IfCaseLet holds closures that are not Sendable.")
extension Reducers.IfCaseLet: Sendable {}
