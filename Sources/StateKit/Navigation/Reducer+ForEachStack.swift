extension Reducer {
  /// Runs the screens of a navigation stack: each element's reducer for its actions, then this reducer,
  /// then the pushes and pops a view asked for.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: Action.path, extract: \.path) {
  ///     Detail()
  ///   }
  /// ```
  ///
  /// ``StackAction/element(id:action:)`` runs the element with that id, before this reducer;
  /// ``StackAction/push(id:state:)`` and ``StackAction/popFrom(id:)`` are applied after it, so this
  /// reducer sees the stack as it was. Each element's effects belong to that element: its cancellation
  /// identifiers reach only its own effects (and its children's). When an element leaves the stack (popped
  /// by an action, by this reducer, by any other, or by its own ``Effect/dismiss``), every effect it
  /// started is cancelled before the next action, and an action one of them still sends is dropped with a
  /// runtime warning. An element action for an id that is not in the stack is not run, and a
  /// ``StackAction/popFrom(id:)`` for such an id pops nothing: both are reported as runtime warnings.
  ///
  /// - Parameters:
  ///   - stack: Where the stack lives.
  ///   - action: Embeds a stack action in this reducer's action.
  ///   - extract: The stack action an action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - destination: The reducer of the stack's screens.
  @inlinable
  public consuming func forEach<ElementState, ElementAction, Destination: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ElementState>>,
    action: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    extract: @escaping (Action) -> StackAction<ElementState, ElementAction>?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination
  ) -> Reducers.StackForEach<Self, Destination>
  where ElementState == Destination.State, ElementAction == Destination.Action {
    Reducers.StackForEach(
      parent: self,
      destination: destination(),
      stack: stack,
      embed: action,
      extract: extract,
      fileID: fileID,
      line: line
    )
  }
}

extension Reducers {
  /// A reducer that runs the screens of a navigation stack: see
  /// ``Reducer/forEach(_:action:extract:fileID:line:destination:)``.
  public struct StackForEach<Parent: Reducer, Destination: Reducer>: Reducer {
    // NB: Inlinable, as every reducer a `body` builds for every action is.
    @usableFromInline let parent: Parent
    @usableFromInline let destination: Destination
    @usableFromInline let stack: WritableKeyPath<Parent.State, StackState<Destination.State>>
    @usableFromInline let embed:
      @Sendable (StackAction<Destination.State, Destination.Action>) -> Parent.Action
    @usableFromInline let extract: (Parent.Action) -> StackAction<Destination.State, Destination.Action>?
    /// Where the stack `forEach` is written, which its warnings name.
    @usableFromInline let site: ReducerCallSite

    @inlinable
    init(
      parent: Parent,
      destination: Destination,
      stack: WritableKeyPath<Parent.State, StackState<Destination.State>>,
      embed: @escaping @Sendable (StackAction<Destination.State, Destination.Action>) -> Parent.Action,
      extract: @escaping (Parent.Action) -> StackAction<Destination.State, Destination.Action>?,
      fileID: StaticString,
      line: UInt
    ) {
      self.parent = parent
      self.destination = destination
      self.stack = stack
      self.embed = embed
      self.extract = extract
      self.site = ReducerCallSite(fileID: fileID, line: line)
    }

    /// Runs the element reducer for an element action, then the parent reducer, then applies a push or a
    /// pop; cancels the effects of every element that left the stack.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
      let stackAction = extract(action)
      var elementEffects = Effect<Parent.Action>.none
      if case .element(let id, let elementAction) = stackAction {
        elementEffects = reduceElement(id: id, action: elementAction, in: &state[keyPath: stack])
      }
      let before = ElementsSnapshot(state[keyPath: stack].entries)
      if case .popFrom(let id) = stackAction, !before.ids.contains(id) {
        reportMissingPop(id: id, ids: before.ids)
      }
      let parentEffects = parent.reduce(into: &state, action: action)
      switch stackAction {
      case .push(let id, let element):
        if state[keyPath: stack][id: id] != nil {
          reportDuplicatePush(id: id)
        } else {
          state[keyPath: stack].push(element, id: id)
        }
      case .popFrom(let id):
        state[keyPath: stack].pop(from: id)
      case .element, nil:
        break
      }
      let effects = elementEffects.merge(with: parentEffects)
      return before.cancellingRemovedElements(of: state[keyPath: stack].entries, at: stack, with: effects)
    }

    @usableFromInline
    func reportMissingPop(id: StackElementID, ids: [StackElementID]) {
      RuntimeWarning.report(
        """
        A stack forEach at \(site.location) received `.popFrom(id: \(id))`, but no element has that id (the \
        stack holds \(ids)); nothing was popped. Pop only ids the stack holds: an element probably sent \
        it after it was popped, or the id was kept from an earlier stack.
        """
      )
    }

    @usableFromInline
    func reportDuplicatePush(id: StackElementID) {
      RuntimeWarning.report(
        """
        A stack forEach at \(site.location) received a push with id \(id), which is already in the stack; \
        the push was ignored.
        """
      )
    }

    @inlinable
    func reduceElement(
      id: StackElementID,
      action: Destination.Action,
      in stack: inout StackState<Destination.State>
    ) -> Effect<Parent.Action> {
      guard let index = stack.entries.index(id: id) else {
        reportMissingElement(id: id, action: action)
        return .none
      }
      let effects = destination.reduce(into: &stack.entries[index].element, action: action)
      guard !effects.isNone else { return .none }
      return embedElementEffects(effects, id: id)
    }

    @usableFromInline
    func reportMissingElement(id: StackElementID, action: Destination.Action) {
      RuntimeWarning.report(
        """
        A stack forEach at \(site.location) received \(action) for the element with id \(id), but no element \
        has that id; the element reducer did not run. An effect of the element probably outlived it, or \
        a view kept sending after the element was popped.
        """
      )
    }

    /// An element's effects, not `.none`, as the parent's, bound to the element.
    @usableFromInline
    func embedElementEffects(_ effects: Effect<Destination.Action>, id: StackElementID) -> Effect<
      Parent.Action
    > {
      let embed = self.embed
      let path = self.stack
      return
        effects
        .embedded(
          { embed(.element(id: id, action: $0)) },
          through: .stackElement(path, id: id, pop: embed(.popFrom(id: id)))
        )
        .namespaced(ChildEffectsID(path: path, element: id), watching: nil)
    }

    /// Routes a dismissal that leads through an element to the element reducer (one that names an element
    /// pops it and every element above it), or else to the parent reducer; shows the stack to a sweep of
    /// its elements.
    public func _reduce(into state: inout Parent.State, route: _ChildRoute) -> Bool? {
      if let sweep = route.sweep(of: ChildEffectsID(path: stack)) {
        sweep.visit(state[keyPath: stack].entries)
        return true
      }
      guard let id = route.next?.child.element(as: StackElementID.self),
        route.isTaken(byInstance: ChildEffectsID(path: stack, element: id))
      else {
        return parent._reduce(into: &state, route: route)
      }
      if route.checksPresence {
        return route.presence(of: state[keyPath: stack][id: id], reduce: destination._reduce(into:route:))
      }
      guard state[keyPath: stack][id: id] != nil else { return true }
      guard !route.isAtInstance else {
        state[keyPath: stack].pop(from: id)
        return true
      }
      let destination = self.destination
      let inner = route.advanced()
      var reached: Bool? = true
      state[keyPath: stack].modifyElement(id: id) { reached = destination._reduce(into: &$0, route: inner) }
      return reached
    }
  }
}

@available(
  *, unavailable, message: "Reducers.StackForEach holds a key path and closures that are not Sendable."
)
extension Reducers.StackForEach: Sendable {}
