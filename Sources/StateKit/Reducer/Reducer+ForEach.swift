extension Reducer {
  /// Runs an element feature's reducer on the element of an identified collection an action is for, then
  /// this reducer: the logic of list rows.
  ///
  /// The parent action carries the element's id beside the element action:
  ///
  /// ```swift
  /// enum Action {
  ///   case row(id: Row.State.ID, action: Row.Action)
  ///
  ///   var row: (id: Row.State.ID, action: Row.Action)? {
  ///     if case .row(let id, let action) = self { (id, action) } else { nil }
  ///   }
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: Action.row, extract: \.row) {
  ///     Row()
  ///   }
  /// ```
  ///
  /// Finding the element is a lookup by id. The element runs first, then the parent. Each element's
  /// effects belong to that element: its cancellation identifiers reach only its own effects (and its
  /// children's), so two rows can use the same `CancelID` independently. When an element leaves the
  /// collection (removed by this reducer, by any other, or by its own ``Effect/dismiss``), every effect it
  /// started is cancelled before the next action, and an action one of them still sends is dropped with
  /// a runtime warning. An
  /// element action for an id that is not in the collection is not run, and is reported as a runtime
  /// warning.
  ///
  /// - Parameters:
  ///   - elements: Where the collection lives.
  ///   - action: Embeds an element's id and action in this reducer's action.
  ///   - extract: The element id and action an action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - element: The element feature's reducer.
  @inlinable
  public consuming func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: @escaping @Sendable (ID, ElementAction) -> Action,
    extract: @escaping (Action) -> (id: ID, action: ElementAction)?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> Reducers.ForEach<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    // NB: Inlinable, as the reducer's initializer is, because a `body` builds its reducers for every
    // action: specialized, building one costs no generic metadata lookup.
    Reducers.ForEach(
      parent: self,
      element: element(),
      elements: elements,
      embed: action,
      extract: extract,
      fileID: fileID,
      line: line
    )
  }
}

extension Reducers {
  /// A reducer that runs an element reducer on one element of an identified collection: see
  /// ``Reducer/forEach(_:action:extract:fileID:line:element:)``.
  public struct ForEach<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let element: Element
    /// Where the collection lives: the key path its access holds, rather than a second reference to it
    /// (a `body` builds this reducer on every action, retaining and releasing each one).
    @inlinable var elements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> {
      access.keyPath
    }
    // NB: The collection is reached at its offset when it has one: a `forEach` reaches it twice per action.
    @usableFromInline let access: PropertyAccess<Parent.State, IdentifiedArray<ID, Element.State>>
    @usableFromInline let embed: @Sendable (ID, Element.Action) -> Parent.Action
    @usableFromInline let extract: (Parent.Action) -> (id: ID, action: Element.Action)?
    /// Where the `forEach` is written, which its warnings name.
    @usableFromInline let site: ReducerCallSite

    @inlinable
    init(
      parent: Parent,
      element: Element,
      elements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
      embed: @escaping @Sendable (ID, Element.Action) -> Parent.Action,
      extract: @escaping (Parent.Action) -> (id: ID, action: Element.Action)?,
      fileID: StaticString,
      line: UInt
    ) {
      self.parent = parent
      self.element = element
      self.access = PropertyAccess(elements)
      self.embed = embed
      self.extract = extract
      self.site = ReducerCallSite(fileID: fileID, line: line)
    }

    /// Runs the element reducer if the action is for an element, then the parent reducer.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
      guard let (id, elementAction) = extract(action) else {
        let before = access.read(in: &state) { ElementsSnapshot($0) }
        return reduceParent(into: &state, action: action, after: .none, before: before)
      }
      // NB: The snapshot is taken through the element's own access to the collection.
      let (elementEffects, before) = access.modify(in: &state) {
        reduceElement(id: id, action: elementAction, in: &$0)
      }
      return reduceParent(into: &state, action: action, after: elementEffects, before: before)
    }

    /// Runs the parent reducer, and returns its effects after `elementEffects`, with the cancellation of
    /// the elements it removed from the collection `before` had.
    // NB: A function of its own, given the snapshot borrowed: a snapshot assigned on either path and read
    // after the parent ran would be copied around the parent's call, retained and released on every
    // action.
    @inlinable
    func reduceParent(
      into state: inout Parent.State,
      action: Parent.Action,
      after elementEffects: consuming Effect<Parent.Action>,
      before: borrowing ElementsSnapshot<ID, Element.State>
    ) -> Effect<Parent.Action> {
      let parentEffects = parent.reduce(into: &state, action: action)
      let effects = elementEffects.merge(with: parentEffects)
      return access.read(in: &state) { before.cancellingRemovedElements(of: $0, at: elements, with: effects) }
    }

    /// Runs the element reducer on the element with the given id, through a single access to the
    /// collection, and returns its effects embedded in the parent's actions, with the collection after it.
    @inlinable
    func reduceElement(
      id: ID,
      action: Element.Action,
      in elements: inout IdentifiedArray<ID, Element.State>
    ) -> (Effect<Parent.Action>, ElementsSnapshot<ID, Element.State>) {
      guard let index = elements._positions[id] else {
        Self.reportMissingElement(id: id, action: action, at: site.location)
        return (.none, ElementsSnapshot(elements))
      }
      // NB: Written with the id it was found by, which the write checks the element keeps.
      let effects = element.reduce(into: &elements[index, id: id], action: action)
      let after = ElementsSnapshot(elements)
      guard !effects.isNone else { return (.none, after) }
      return (Self.embedElementEffects(effects, id: id, at: self.elements, by: embed), after)
    }

    /// Removes the element if `route` names it, routes it to the element reducer if it leads through the
    /// element, or else to the parent reducer; shows the collection to a sweep of its elements.
    public func _reduce(into state: inout Parent.State, route: _ChildRoute) -> Bool? {
      if let sweep = route.sweep(of: ChildEffectsID(path: elements)) {
        sweep.visit(state[keyPath: elements])
        return true
      }
      guard let id = route.next?.child.element(as: ID.self),
        route.isTaken(byInstance: ChildEffectsID(path: elements, element: id))
      else {
        return parent._reduce(into: &state, route: route)
      }
      if route.checksPresence {
        return route.presence(of: state[keyPath: elements][id: id], reduce: element._reduce(into:route:))
      }
      // NB: An element already gone: the dismissal arrived too late, and does nothing.
      guard let index = state[keyPath: elements].index(id: id) else { return true }
      guard !route.isAtInstance else {
        _ = state[keyPath: elements].remove(id: id)
        return true
      }
      return element._reduce(into: &state[keyPath: elements][index, id: id], route: route.advanced())
    }

    // NB: The helpers below are static, and given what they read: a method of the reducer takes the
    // whole reducer by address, so each `reduceElement` copied its reducer to the stack on entry.
    /// Reports an action for an element that is not there, at the `forEach` at `location`.
    @usableFromInline
    static func reportMissingElement(id: ID, action: Element.Action, at location: CodeLocation) {
      RuntimeWarning.report(
        """
        A forEach at \(location) received \(action) for the element with id \(id), but no element \
        has that id; the element reducer did not run. An effect of the element probably outlived it, or \
        a view kept sending after the element was removed.
        """
      )
    }

    /// The effects of the element with the given id, of the collection at `path`, embedded by `embed`.
    @usableFromInline
    static func embedElementEffects(
      _ effects: Effect<Element.Action>,
      id: ID,
      at path: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
      by embed: @escaping @Sendable (ID, Element.Action) -> Parent.Action
    ) -> Effect<Parent.Action> {
      effects
        .embedded({ embed(id, $0) }, through: .element(path, id: id))
        .namespaced(ChildEffectsID(path: path, element: id), watching: nil)
    }
  }
}

@available(*, unavailable, message: "Reducers.ForEach holds a key path and closures that are not Sendable.")
extension Reducers.ForEach: Sendable {}
