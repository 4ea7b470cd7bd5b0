extension Reducer {
  /// Runs a presented child feature (a sheet, a screen, one destination of several) while it is
  /// presented, then this reducer, and clears it when it is dismissed.
  ///
  /// ```swift
  /// struct State: Equatable {
  ///   @PresentationState var destination: Destination.State?
  /// }
  /// enum Action {
  ///   case destination(PresentationAction<Destination.Action>)
  ///   var destination: PresentationAction<Destination.Action>? {
  ///     if case .destination(let action) = self { action } else { nil }
  ///   }
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: Action.destination, extract: \.destination) {
  ///     Destination()
  ///   }
  /// ```
  ///
  /// - ``PresentationAction/presented(_:)`` runs the child reducer, before this reducer, so this reducer
  ///   sees the state the child left. An alert or a dialog (or an enum destination in such a case) is
  ///   cleared after this reducer has seen the action of its button, unless this reducer presented a new
  ///   one in response: an alert made again is new, even with the same title and buttons.
  /// - ``PresentationAction/dismiss`` (a view dismissed the child) runs this reducer while the child is
  ///   still there, then clears it.
  /// - A child that returns ``Effect/dismiss`` or calls ``Send/dismiss(fileID:line:)`` sends
  ///   ``PresentationAction/dismiss`` through this reducer, in order with the actions it sent before: this
  ///   reducer, a recording and a test see it like any other action.
  ///
  /// The child's effects belong to the child instance, as with the plain `ifLet`: they are cancelled when
  /// the child is cleared or replaced by one of another identity, by whichever reducer, and an action one
  /// of them still sends is dropped with a runtime warning. A child action, or a `.dismiss`, that arrives
  /// while nothing is presented is not run, and is reported as a runtime warning.
  ///
  /// - Parameters:
  ///   - state: Where the presentation lives: the projected value of a ``PresentationState``,
  ///     `\.$destination`.
  ///   - action: Embeds a presentation action in this reducer's action.
  ///   - extract: The presentation action an action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - destination: The presented feature's reducer.
  @inlinable
  public consuming func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    extract: @escaping (Action) -> PresentationAction<DestinationAction>?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> Reducers.Presentation<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    Reducers.Presentation(
      parent: self,
      destination: destination(),
      state: state,
      embed: action,
      extract: extract,
      fileID: fileID,
      line: line
    )
  }

  /// Presents an alert or a confirmation dialog, which has no reducer of its own: clears it after this
  /// reducer has seen the action of one of its buttons, or a dismissal.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .deleteTapped:
  ///     state.alert = AlertState { TextState("Delete?") } actions: {
  ///       ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  ///     }
  ///     return .none
  ///   case .alert(.presented(.confirmDeletion)):
  ///     state.items = []
  ///     return .none
  ///   case .alert:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.$alert, action: Action.alert, extract: \.alert)
  /// ```
  ///
  /// An alert this reducer presents anew in response to a button (made again, even identical) stays.
  ///
  /// - Parameters:
  ///   - state: Where the alert lives: `\.$alert`.
  ///   - action: Embeds a presentation action in this reducer's action.
  ///   - extract: The presentation action an action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  @inlinable
  public consuming func ifLet<DestinationState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    extract: @escaping (Action) -> PresentationAction<DestinationAction>?,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Reducers.Presentation<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(state, action: action, extract: extract, fileID: fileID, line: line) { EmptyReducer() }
  }
}

extension Reducers {
  /// A reducer that runs a child presented through ``PresentationState``: see
  /// ``Reducer/ifLet(_:action:extract:fileID:line:destination:)``.
  public struct Presentation<Parent: Reducer, Destination: Reducer>: Reducer {
    // NB: Inlinable, as `IfLet` is: a `body` builds this reducer for every action, and run by the
    // library's generic copy, each level of a feature presented ten levels deep looked up generic metadata
    // for its child's state and actions on every action.
    @usableFromInline let parent: Parent
    @usableFromInline let destination: Destination
    @usableFromInline let state: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
    @usableFromInline let embed: @Sendable (PresentationAction<Destination.Action>) -> Parent.Action
    @usableFromInline let extract: (Parent.Action) -> PresentationAction<Destination.Action>?
    /// Where the `ifLet` is written, which its warnings name.
    @usableFromInline let site: ReducerCallSite
    @usableFromInline let identity = ChildIdentity<Destination.State>()

    @inlinable
    init(
      parent: Parent,
      destination: Destination,
      state: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
      embed: @escaping @Sendable (PresentationAction<Destination.Action>) -> Parent.Action,
      extract: @escaping (Parent.Action) -> PresentationAction<Destination.Action>?,
      fileID: StaticString,
      line: UInt
    ) {
      self.parent = parent
      self.destination = destination
      self.state = state
      self.embed = embed
      self.extract = extract
      self.site = ReducerCallSite(fileID: fileID, line: line)
    }

    /// Runs the child reducer for a presented action, then the parent reducer; clears the child after a
    /// dismissal or a button of an alert, and cancels the child's effects when it went away or changed
    /// identity.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
      let presentationAction = extract(action)
      guard identity.isPresenceOnly else {
        return reduceTrackingIdentity(into: &state, action: action, presentationAction)
      }
      // NB: A child whose identity is its presence (never an alert, nor an enum): the common case, where
      // the key path, which runs through the runtime (a property wrapper's `$child` is computed), is read
      // once fewer per level, and no identity is computed. An action for the child learns that the child
      // was there as it runs it.
      var wasPresent: Bool
      var destinationEffects = Effect<Parent.Action>.none
      if case .presented(let childAction) = presentationAction {
        (wasPresent, destinationEffects) = reduceChild(childAction, in: &state)
      } else {
        wasPresent = state[keyPath: self.state].isPresenting
        if !wasPresent, case .dismiss? = presentationAction { reportDismissWithoutChild() }
      }
      let effects = destinationEffects.merge(with: parent.reduce(into: &state, action: action))
      guard wasPresent else { return effects }
      guard state[keyPath: self.state].isPresenting else { return cancellingChild(effects) }
      // NB: The parent left the child in place: a dismissal clears it now.
      guard case .dismiss = presentationAction else { return effects }
      state[keyPath: self.state].wrappedValue = nil
      return cancellingChild(effects)
    }

    /// ``reduce(into:action:)`` for a child whose identity is more than its presence (an identifiable
    /// child, an alert, an enum of destinations), or not known yet.
    @inlinable
    func reduceTrackingIdentity(
      into state: inout Parent.State,
      action: Parent.Action,
      _ presentationAction: PresentationAction<Destination.Action>?
    ) -> Effect<Parent.Action> {
      let before = state[keyPath: self.state].wrappedValue.map(identity.of)
      if before == nil, case .dismiss? = presentationAction { reportDismissWithoutChild() }
      var destinationEffects = Effect<Parent.Action>.none
      if case .presented(let childAction) = presentationAction {
        destinationEffects = reduceChild(childAction, in: &state).effects
      }
      let effects = destinationEffects.merge(with: parent.reduce(into: &state, action: action))
      guard let before else { return effects }
      guard let child = state[keyPath: self.state].wrappedValue else { return cancellingChild(effects) }
      guard identity.of(child) == before else { return cancellingChild(effects) }
      // NB: The parent left the child it saw in place: a dismissal, or the button of an alert that the
      // parent did not replace, clears it now.
      switch presentationAction {
      case .dismiss:
        break
      case .presented(let childAction)
      where ChildIdentity<Destination.State>.isEphemeral(child, after: childAction):
        break
      case .presented, nil:
        return effects
      }
      state[keyPath: self.state].wrappedValue = nil
      return cancellingChild(effects)
    }

    /// Runs the child reducer on the presented child, in place: whether a child was presented (if not,
    /// with a runtime warning, and nothing runs), and its effects as the parent's.
    // NB: Always inlined into both paths of `reduce`: it runs once per presented level on every action,
    // and the optimizer, left to itself, keeps it a call.
    @inlinable
    @inline(__always)
    func reduceChild(
      _ childAction: Destination.Action,
      in state: inout Parent.State
    ) -> (wasPresented: Bool, effects: Effect<Parent.Action>) {
      PresentationState.modify(in: &state, at: self.state) { child in
        guard child != nil else {
          reportActionWithoutChild(childAction)
          return (false, .none)
        }
        let effects = destination.reduce(into: &child!, action: childAction)
        return (true, effects.isNone ? .none : embedDestinationEffects(effects, of: identity.of(child!)))
      }
    }

    /// The child's effects, which are not `.none`, as the parent's, cancelled once the state no longer
    /// presents a child of identity `identity`.
    @usableFromInline
    func embedDestinationEffects(
      _ effects: Effect<Destination.Action>,
      of identity: ChildIdentity<Destination.State>.Value
    ) -> Effect<Parent.Action> {
      let embed = self.embed
      let path = self.state
      return
        effects
        .embedded(
          { embed(.presented($0)) },
          through: .presentationAction(path, dismiss: embed(.dismiss))
        )
        .namespaced(ChildEffectsID(path: path), watching: AnyHashable(identity))
    }

    /// Routes a dismissal that leads through the presented child to the child reducer (one that names the
    /// child clears it), or else to the parent reducer.
    public func _reduce(into state: inout Parent.State, route: _ChildRoute) -> Bool? {
      guard route.isTaken(byInstance: ChildEffectsID(path: self.state)) else {
        return parent._reduce(into: &state, route: route)
      }
      let destination = self.destination
      if route.checksPresence {
        let presented = state[keyPath: self.state].wrappedValue
        return route.presence(of: presented, identity: identity.of, reduce: destination._reduce(into:route:))
      }
      let inner = route.advanced()
      let isAtInstance = route.isAtInstance
      return PresentationState.modify(in: &state, at: self.state) { child in
        guard child != nil else { return true }
        guard !isAtInstance else {
          child = nil
          return true
        }
        return destination._reduce(into: &child!, route: inner)
      }
    }

    @usableFromInline
    func cancellingChild(_ effects: Effect<Parent.Action>) -> Effect<Parent.Action> {
      effects.merge(with: Effect(.cancelChild(ChildEffectsID(path: self.state))))
    }

    @usableFromInline
    func reportDismissWithoutChild() {
      RuntimeWarning.report(
        """
        An ifLet at \(site.location) received `.dismiss` while nothing was presented; it dismissed nothing. \
        Send `.dismiss` only while the child is shown (a view's binding does), or clear the state \
        directly in the parent if it may already be gone.
        """
      )
    }

    @usableFromInline
    func reportActionWithoutChild(_ childAction: Destination.Action) {
      RuntimeWarning.report(
        """
        An ifLet at \(site.location) received the presented action \(childAction) while nothing was \
        presented; the child reducer did not run. An effect of the child probably outlived it, or a view \
        kept sending after the child was dismissed.
        """
      )
    }
  }
}

@available(
  *, unavailable, message: "Reducers.Presentation holds a key path and closures that are not Sendable."
)
extension Reducers.Presentation: Sendable {}
