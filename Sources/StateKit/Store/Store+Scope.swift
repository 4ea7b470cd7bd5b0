extension Store {
  /// A store for a part of this store's state, whose actions this store's actions embed.
  ///
  /// The scoped store reads its state from the root store on demand, and every action sent to it reaches
  /// the root reducer wrapped by `action`:
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: AppAction.counter)
  /// counterStore.send(.incrementTapped)  // the root reducer receives .counter(.incrementTapped)
  /// ```
  ///
  /// Scoping the same store the same way again (the same key path, from the same place in the code)
  /// returns the same child store for as long as it lives, with the `action` it was first scoped with:
  /// pass the case itself, or a closure that captures nothing that changes (see <doc:ComposingFeatures>).
  /// A child keeps the store it was scoped from alive.
  ///
  /// - Parameters:
  ///   - state: The key path from this store's state to the child state.
  ///   - action: Embeds a child action in this store's action, usually the parent enum's case.
  ///   - fileID: The file of the call, which identifies the scope; leave the default.
  ///   - line: The line of the call, which identifies the scope; leave the default.
  ///   - column: The column of the call, which identifies the scope; leave the default.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    cachedScope(state: state, fileID: fileID, line: line, column: column) {
      scope(
        core.scoped(state: .keyPath(PropertyReader(state)), equating: defaultEquating(for: ChildState.self)),
        action: action)
    }!
  }

  /// A store for a part of this store's state, which it compares with `==`: otherwise the same as
  /// ``scope(state:action:fileID:line:column:)-6nd3m``, cached and keeping its parent alive as it does.
  ///
  /// - Parameters:
  ///   - state: The key path from this store's state to the child state.
  ///   - action: Embeds a child action in this store's action, usually the parent enum's case.
  ///   - fileID: The file of the call, which identifies the scope; leave the default.
  ///   - line: The line of the call, which identifies the scope; leave the default.
  ///   - column: The column of the call, which identifies the scope; leave the default.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState: Equatable, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    cachedScope(state: state, fileID: fileID, line: line, column: column) {
      scope(
        core.scoped(state: .keyPath(PropertyReader(state)), equating: Equating { $0 == $1 }), action: action)
    }!
  }

  /// A store for a value derived from this store's state, whose actions this store's actions embed.
  ///
  /// The derivation runs every time the scoped store's state is read: keep it cheap, or use a connector.
  /// It must not trap on any state the root can reach: a scoped store is read again after the state it was
  /// made for has gone, and `{ $0.detail! }` then stops the app. Scope to optional state instead. Closures
  /// cannot be compared, so the store is not cached.
  ///
  /// ```swift
  /// let viewStore = store.scope(state: { $0.view }, action: Counter.Action.view)
  /// ```
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action,
  ) -> Store<ChildState, ChildAction> {
    scope(
      core.scoped(state: .function(state), equating: defaultEquating(for: ChildState.self)), action: action)
  }

  /// A store of `child`, whose actions are embedded by `action` and sent through this store's core.
  @inlinable
  func scope<ChildState, ChildAction>(
    _ child: StoreCore<ChildState, ChildAction>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    // NB: Made here, inlined where the store is scoped, to be specialized for both stores' types.
    let hop = ScopedSend(parentSend: core.send, embed: action)
    child.send = { [hop] in hop.send($0) }
    return Store<ChildState, ChildAction>(core: child)
  }

  /// A store for optional child state, or `nil` while that state is `nil`.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: AppAction.detail) {
  ///   DetailView(store: detailStore)
  /// }
  /// ```
  ///
  /// Cached as ``scope(state:action:fileID:line:column:)-6nd3m`` is, while that child is there. The store
  /// is bound to the child that is there now: once it is gone (the state becomes `nil`, or holds a child
  /// of another identity), the store never reaches the reducer again, even when a child with the same id
  /// comes back. It keeps returning the last state read through it, so a disappearing view can finish
  /// drawing, and ignores every action sent to it with a runtime warning.
  ///
  /// For one case of an enum destination, scope through the case's property: `\.destination?.editor`.
  ///
  /// Observation tracks scoping as a read of this store's ``state``: a view whose `body` scopes redraws
  /// when the child comes or goes, and at this store's other changes too. To redraw only when the child
  /// comes or goes, read ``presentationBinding(_:dismiss:)`` instead.
  ///
  /// - Parameters:
  ///   - state: The key path to the optional child state.
  ///   - action: Embeds a child action in this store's action.
  ///   - fileID: The file of the call, for messages and to identify the scope; leave the default.
  ///   - line: The line of the call, for the same; leave the default.
  ///   - column: The column of the call, which identifies the scope; leave the default.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: @escaping (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    // NB: A view whose body only scopes must redraw when the child comes or goes.
    trackAccess()
    return cachedScope(state: state, fileID: fileID, line: line, column: column) {
      let reader = ChildStateReader(optional: PropertyReader(state), in: core.state)
      return optionalStore(at: state, reader: reader, embed: action, fileID: fileID, line: line)
    }
  }

  /// A new store for optional state, out of line.
  @usableFromInline
  func optionalStore<ChildState, ChildAction>(
    at keyPath: KeyPath<State, ChildState?>,
    reader: ChildStateReader<State, ChildState>,
    embed: @escaping (ChildAction) -> Action,
    fileID: StaticString,
    line: UInt
  ) -> Store<ChildState, ChildAction>? {
    OptionalScopedCore<State, Action, ChildState, ChildAction>(
      parent: core, place: .optional(keyPath), reader: reader, embed: embed,
      location: CodeLocation(fileID: fileID, line: line)
    ).map(Store<ChildState, ChildAction>.init(core:))
  }

  /// A store for the element of an identified collection with the given id: the store of one list row.
  ///
  /// ```swift
  /// for id in store.rows.ids {
  ///   let rowStore = store.scope(state: \.rows, id: id, action: ListAction.row)!
  ///   …
  /// }
  /// ```
  ///
  /// Returns `nil` if no element has that id; cached by id as
  /// ``scope(state:action:fileID:line:column:)-6nd3m`` is. Once the element is removed, the store returns
  /// the last state it read and ignores actions with a runtime warning, even if an element with the same
  /// id is added again. Unlike a scope to optional state, Observation does not track it as a read of this
  /// store's state: scoping each row must not have the list redraw for every change of this store.
  ///
  /// - Parameters:
  ///   - state: The key path to the collection.
  ///   - id: The id of the element.
  ///   - action: Embeds an element action, with its element's id, in this store's action.
  ///   - fileID: The file of the call, for messages and to identify the scope; leave the default.
  ///   - line: The line of the call, for the same; leave the default.
  ///   - column: The column of the call, which identifies the scope; leave the default.
  @inlinable
  public func scope<ID: Hashable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    id: ID,
    action: @escaping (ID, ElementAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ElementState, ElementAction>? {
    cachedScope(state: state, element: id, fileID: fileID, line: line, column: column) {
      let rows = PropertyReader(state)
      guard
        let child: StoreCore<ElementState, ElementAction> = elementCore(
          reader: ChildStateReader(element: id, of: rows, in: core.state), in: CollectionPath(rows), id: id,
          embed: nil, fileID: fileID, line: line)
      else { return nil }
      // NB: Unowned: the closure is stored in the core it captures.
      child.send = { [unowned child, parent = core] elementAction in
        child.isLive ? parent.send(action(id, elementAction)) : child.ignore(elementAction)
      }
      return Store<ElementState, ElementAction>(core: child)
    }
  }

  /// A new core for the element with the given id, out of line.
  @usableFromInline
  func elementCore<ID: Hashable, Element, ElementState, ElementAction>(
    reader: ChildStateReader<State, ElementState>,
    in collection: CollectionPath<State, ID, Element>,
    id: ID,
    embed: ((ElementAction) -> Action)?,
    fileID: StaticString,
    line: UInt
  ) -> StoreCore<ElementState, ElementAction>? {
    OptionalScopedCore<State, Action, ElementState, ElementAction>(
      parent: core, place: .element(stateIsElement: ElementState.self == Element.self), reader: reader,
      embed: embed, location: CodeLocation(fileID: fileID, line: line),
      watchRow: { [core] in core.observe(elementWithID: id, in: collection, notifying: $0) })
  }

  /// A store for the element of a navigation stack with the given id: the store of one screen.
  ///
  /// ```swift
  /// for id in store.path.ids {
  ///   let screen = store.scope(state: \.path, id: id, action: App.Action.path)!
  ///   …
  /// }
  /// ```
  ///
  /// The same as ``scope(state:id:action:fileID:line:column:)-(_,ID,_,_,_,_)`` for a row, for a screen
  /// of a ``StackState``: `nil` if no element has that id, and once the screen is popped, the store
  /// returns the last state it read and ignores actions with a runtime warning.
  ///
  /// - Parameters:
  ///   - state: The key path to the stack.
  ///   - id: The id of the element.
  ///   - action: Embeds a stack action in this store's action; the store sends
  ///     ``StackAction/element(id:action:)``.
  ///   - fileID: The file of the call, for messages and to identify the scope; leave the default.
  ///   - line: The line of the call, for the same; leave the default.
  ///   - column: The column of the call, which identifies the scope; leave the default.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    id: StackElementID,
    action: @escaping (StackAction<ElementState, ElementAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ElementState, ElementAction>? {
    cachedScope(state: state, element: id, fileID: fileID, line: line, column: column) {
      let child: StoreCore<ElementState, ElementAction>? = elementCore(
        reader: ChildStateReader({ $0[keyPath: state][id: id] }, in: core.state),
        in: CollectionPath(state.appending(path: \StackState<ElementState>.entries)), id: id,
        embed: { action(.element(id: id, action: $0)) }, fileID: fileID, line: line)
      return child.map(Store<ElementState, ElementAction>.init(core:))
    }
  }
}

extension Store {
  /// The child scoped this way (see ``ScopeID``), or the one `make` makes, kept for the next time.
  @usableFromInline
  func cachedScope<ChildState, ChildAction>(
    state: AnyKeyPath, fileID: StaticString, line: UInt, column: UInt,
    make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    cachedChild(
      in: scopeCache, for: ScopeID(state, ChildState.self, ChildAction.self, fileID, line, column), make)
  }

  /// The child scoped this way for the element with the given id (a row), or the one `make` makes, kept
  /// for the next time.
  @inlinable
  func cachedScope<ID: Hashable, ChildState, ChildAction>(
    state: AnyKeyPath, element: ID, fileID: StaticString, line: UInt, column: UInt,
    make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    let scope = ScopeID(state, ChildState.self, ChildAction.self, fileID, line, column)
    return cachedChild(in: scopeCache.rows(for: scope), for: element, make)
  }

  /// The child `cache` keeps for `key` if it is alive (and, for optional state, still bound to its
  /// instance), or the one `make` makes, which `cache` then keeps.
  @inlinable
  func cachedChild<Key, ChildState, ChildAction>(
    in cache: ScopeCache<Key>, for key: Key, _ make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    if let cached = cache[key] as? Store<ChildState, ChildAction>, cached.core.isLive { return cached }
    guard let child = make() else { return nil }
    cache.insert(child, for: key)
    child.parentStore = self
    return child
  }

  /// The cache of the stores scoped from this one, made with the first.
  @inlinable var scopeCache: ScopeCache<ScopeID> {
    if let scopes { return scopes }
    let scopes = ScopeCache<ScopeID>()
    self.scopes = scopes
    return scopes
  }
}
