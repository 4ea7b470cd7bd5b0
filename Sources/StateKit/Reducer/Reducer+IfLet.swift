extension Reducer {
  /// Runs a child feature's reducer on optional child state while it exists, then this reducer: a sheet,
  /// a detail screen, one destination of several.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.detail, action: Action.detail, extract: \.detail) {
  ///     Detail()
  ///   }
  /// ```
  ///
  /// The child runs first, so the parent sees the state the child left and can clear it in response to a
  /// child action. The child's effects belong to the child instance: its cancellation identifiers reach
  /// only its own effects (and its children's), and when the child goes away or changes identity (see
  /// below), whichever reducer cleared or replaced it, every effect it started is cancelled before the
  /// next action, including those under its own identifiers; an action
  /// one of them still sends is dropped with a runtime warning, so it never reaches the next child. A
  /// child that returns ``Effect/dismiss`` (or calls ``Send/dismiss(fileID:line:)`` in an effect) is
  /// cleared, and so is an alert or a confirmation dialog once this reducer has seen one of its buttons'
  /// actions (unless it replaced it). A child action that arrives while the child state is `nil` is not
  /// run, and is reported as a runtime warning.
  ///
  /// The child's identity is its `id` when its state is `Identifiable`; its case (and its payload's `id`)
  /// when its state is an enum, so switching destination is a new child; otherwise its presence, so each
  /// time the state goes from `nil` to a value is a new child.
  ///
  /// - Parameters:
  ///   - state: Where the optional child state lives.
  ///   - action: Embeds a child action in this reducer's action.
  ///   - extract: The child action an action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public consuming func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: @escaping @Sendable (ChildAction) -> Action,
    extract: @escaping (Action) -> ChildAction?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> Reducers.IfLet<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    // NB: Inlinable, as the reducer's initializer is, because a `body` builds its reducers for every
    // action: specialized, building one costs no generic metadata lookup.
    Reducers.IfLet(
      parent: self,
      child: child(),
      state: state,
      embed: action,
      extract: extract,
      fileID: fileID,
      line: line
    )
  }
}

extension Reducers {
  /// A reducer that runs a child reducer on optional state while it exists: see
  /// ``Reducer/ifLet(_:action:extract:fileID:line:then:)``.
  public struct IfLet<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    /// Where the child state lives: the key path its access holds, rather than a second reference to it
    /// (a `body` builds this reducer on every action, retaining and releasing each one).
    @inlinable var state: WritableKeyPath<Parent.State, Child.State?> { access.keyPath }
    // NB: The child state is reached at its offset when it has one: an `ifLet` reaches it three or four
    // times per action, and a key path read would copy all of the child's state to learn if it is `nil`.
    @usableFromInline let access: PropertyAccess<Parent.State, Child.State?>
    @usableFromInline let embed: @Sendable (Child.Action) -> Parent.Action
    @usableFromInline let extract: (Parent.Action) -> Child.Action?
    /// Where the `ifLet` is written, which its warnings name.
    @usableFromInline let site: ReducerCallSite
    @usableFromInline let identity = ChildIdentity<Child.State>()

    @inlinable
    init(
      parent: Parent,
      child: Child,
      state: WritableKeyPath<Parent.State, Child.State?>,
      embed: @escaping @Sendable (Child.Action) -> Parent.Action,
      extract: @escaping (Parent.Action) -> Child.Action?,
      fileID: StaticString,
      line: UInt
    ) {
      self.parent = parent
      self.child = child
      self.access = PropertyAccess(state)
      self.embed = embed
      self.extract = extract
      self.site = ReducerCallSite(fileID: fileID, line: line)
    }

    /// Runs the child reducer on the child state if the action is a child action, then the parent reducer;
    /// cancels the child's effects if the child went away or changed identity.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
      guard identity.isPresenceOnly else { return reduceTrackingIdentity(into: &state, action: action) }
      // NB: A child whose identity is its presence: the common case, decided here in code specialized
      // for the feature, without computing an identity.
      var childEffects = Effect<Parent.Action>.none
      if let childAction = extract(action) {
        guard isPresent(in: &state) else { return reduceTrackingIdentity(into: &state, action: action) }
        let child = self.child
        let effects = access.modify(in: &state) { child.reduce(into: &$0!, action: childAction) }
        if !effects.isNone {
          childEffects = Self.embedChildEffects(effects, at: self.state, identity: nil, by: embed)
        }
      }
      let wasPresent = isPresent(in: &state)
      let effects = childEffects.merge(with: parent.reduce(into: &state, action: action))
      guard wasPresent, !isPresent(in: &state) else { return effects }
      return effects.merge(with: Self.cancelChildEffects(at: self.state))
    }

    /// Whether the child state is there, learned without copying it.
    @inlinable
    func isPresent(in state: inout Parent.State) -> Bool {
      access.isPresent(in: &state)
    }

    // NB: The helpers below are static, and given what they read: a method of the reducer takes the
    // whole reducer by address, so each `reduce` copied its reducer to the stack on entry; so are the
    // closures, which capture the child alone, not the reducer.
    /// The child's effects, at the child state at `path`, embedded by `embed`, and cancelled once the state
    /// no longer holds the child: a `nil`, or one whose identity is not `identity` (when not `nil`).
    @usableFromInline
    static func embedChildEffects(
      _ effects: Effect<Child.Action>,
      at path: WritableKeyPath<Parent.State, Child.State?>,
      identity: ChildIdentity<Child.State>.Value?,
      by embed: @escaping @Sendable (Child.Action) -> Parent.Action
    ) -> Effect<Parent.Action> {
      effects
        .embedded(embed, through: .presentation(path))
        .namespaced(ChildEffectsID(path: path), watching: identity.map { AnyHashable($0) })
    }

    /// The cancellation of the effects of the child at `path`.
    @usableFromInline
    static func cancelChildEffects(at path: WritableKeyPath<Parent.State, Child.State?>) -> Effect<
      Parent.Action
    > {
      Effect(.cancelChild(ChildEffectsID(path: path)))
    }

    /// ``reduce(into:action:)`` for a child whose identity is more than its presence (or not known yet).
    @inlinable
    func reduceTrackingIdentity(
      into state: inout Parent.State,
      action: Parent.Action
    ) -> Effect<Parent.Action> {
      var childEffects = Effect<Parent.Action>.none
      let childAction = extract(action)
      var childRan = false
      if let childAction {
        if isPresent(in: &state) {
          childRan = true
          let child = self.child
          let identity = self.identity
          let (effects, after) = access.modify(in: &state) {
            let effects = child.reduce(into: &$0!, action: childAction)
            return (effects, effects.isNone ? nil : identity.of($0!))
          }
          if !effects.isNone {
            childEffects = Self.embedChildEffects(effects, at: self.state, identity: after, by: embed)
          }
        } else {
          Self.reportChildActionWithoutState(childAction, at: site.location)
        }
      }
      let identity = self.identity
      let before = access.read(in: &state) { $0.map(identity.of) }
      let parentEffects = parent.reduce(into: &state, action: action)
      let effects = childEffects.merge(with: parentEffects)
      guard let before else { return effects }
      let after = access.read(in: &state) { $0.map(identity.of) }
      guard after == before else { return effects.merge(with: Self.cancelChildEffects(at: self.state)) }
      // NB: The parent left the child it saw in place: an alert or a dialog is cleared once one of its
      // buttons ran, as under a presentation.
      guard childRan, let childAction,
        access.read(in: &state, { $0.map { ChildIdentity.isEphemeral($0, after: childAction) } ?? false })
      else { return effects }
      state[keyPath: self.state] = nil
      return effects.merge(with: Self.cancelChildEffects(at: self.state))
    }

    /// Clears the child if `route` names it, routes it to the child reducer if it leads through the child,
    /// or else to the parent reducer.
    public func _reduce(into state: inout Parent.State, route: _ChildRoute) -> Bool? {
      guard route.isTaken(byInstance: ChildEffectsID(path: self.state)) else {
        return parent._reduce(into: &state, route: route)
      }
      if route.checksPresence {
        return route.presence(
          of: state[keyPath: self.state], identity: identity.of, reduce: child._reduce(into:route:))
      }
      // NB: A child already gone: the dismissal arrived too late, and does nothing.
      guard state[keyPath: self.state] != nil else { return true }
      guard !route.isAtInstance else {
        state[keyPath: self.state] = nil
        return true
      }
      return child._reduce(into: &state[keyPath: self.state]!, route: route.advanced())
    }

    /// Reports a child action that arrived while the child state was `nil`, at the `ifLet` at `location`.
    @usableFromInline
    static func reportChildActionWithoutState(_ childAction: Child.Action, at location: CodeLocation) {
      RuntimeWarning.report(
        """
        An ifLet at \(location) received the child action \(childAction) while the child state was nil; \
        the child reducer did not run. An effect of the child probably outlived it, or a view kept sending \
        after the child state was cleared.
        """
      )
    }
  }
}

@available(*, unavailable, message: "Reducers.IfLet holds a key path and closures that are not Sendable.")
extension Reducers.IfLet: Sendable {}
