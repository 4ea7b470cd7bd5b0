extension Store {
  /// A store for a part of this store's state, whose actions this store's actions embed.
  ///
  /// Give each view the store of exactly what it shows. The scoped store reads its state from the root
  /// store on demand (it never keeps a copy), and every action sent to it reaches the root reducer wrapped
  /// by `action`:
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: AppAction.counter)
  /// counterStore.send(.incrementTapped)  // the root reducer receives .counter(.incrementTapped)
  /// ```
  ///
  /// Scopes compose: a scope of a scope costs the same as one scope of the root. Scoping the same store
  /// the same way again (the same key path, from the same line of code) returns the same child store for
  /// as long as it lives, so a view that scopes on every render allocates nothing. A child keeps the
  /// store it was scoped from alive, so scoping down again from the root finds every level, even where
  /// only the innermost store is held. A cached child keeps the `action` it was first scoped with: pass the
  /// case itself, or a closure that captures nothing that changes.
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
    return cachedScope(state: state, fileID: fileID, line: line, column: column) {
      scope(
        core.scoped(state: .keyPath(state), equating: defaultEquating(for: ChildState.self)), action: action)
    }!
  }

  /// A store for a part of this store's state, whose actions this store's actions embed.
  ///
  /// The same as the scope by key path above, for `Equatable` child state: the scoped store compares its
  /// states with `==`, in code specialized for the child state's type where the store is scoped.
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
    return cachedScope(state: state, fileID: fileID, line: line, column: column) {
      scope(core.scoped(state: .keyPath(state), equating: Equating { $0 == $1 }), action: action)
    }!
  }

  /// A store for a value derived from this store's state, whose actions this store's actions embed.
  ///
  /// The derivation runs every time the scoped store's state is read: keep it cheap, or derive a view
  /// state once per change with a connector instead. It must not trap on any state the root can reach: a
  /// scoped store is read again after the state it was made for has gone (a dismissed view, its observers),
  /// and `{ $0.detail! }` then stops the app. Scope to optional state, or to an element by id, instead.
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
    // NB: Made here, in code inlined where the store is scoped, so that embedding the action and calling
    // this store's `send` are specialized for both stores' types.
    let hop = ScopedSend(parentSend: core.send, embed: action)
    child.send = { [hop] in hop.send($0) }
    return Store<ChildState, ChildAction>(core: child)
  }

  /// A store for optional child state, or `nil` while that state is `nil`.
  ///
  /// Use it for a sheet, a detail screen or anything that comes and goes:
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: AppAction.detail) {
  ///   DetailView(store: detailStore)
  /// }
  /// ```
  ///
  /// Scoping again from the same line, while that child is there, returns the same store (as for the scope
  /// by key path above, it keeps its first `action`). The store is bound to the child that is there now: once that child is gone (the state becomes `nil`,
  /// or holds a child of another identity: another `id`, another enum case), the store never reaches the
  /// reducer again, even when a child with the same id comes back. It keeps returning the last state read
  /// through it (by its view, an observer or a publisher; at first, the state it was made with), so a
  /// disappearing view can finish drawing, and ignores every action sent to it with a runtime warning
  /// that names the action and this call's location.
  ///
  /// For one case of an enum destination, scope through the case's property: `\.destination?.editor`
  /// is `nil` while another case is active.
  ///
  /// Scoping reads whether the child is there, and Observation tracks that read as a read of this store's
  /// state (see ``state``): a SwiftUI view whose `body` scopes, as above, redraws when the child comes or
  /// goes, even if it reads nothing else, and at this store's other changes too. To redraw only when the
  /// child comes or goes, read ``presentationBinding(_:dismiss:)`` instead.
  ///
  /// - Parameters:
  ///   - state: The key path to the optional child state.
  ///   - action: Embeds a child action in this store's action.
  ///   - fileID: The file of the call, for messages that point at it and to identify the scope; leave the
  ///     default.
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
    // NB: Whether the child is there is read from this store's state, so Observation follows it: a view
    // whose body only scopes (`if let detail = store.scope(…)`) must redraw when the child comes or goes.
    trackAccess()
    // NB: Inlinable, so that the child store's reads of its state, on every change of this store's, are
    // specialized for the child's type where it is scoped.
    return cachedScope(state: state, fileID: fileID, line: line, column: column) {
      let reader = ChildStateReader(optional: PropertyReader(state), in: core.state)
      return optionalStore(at: state, reader: reader, embed: action, fileID: fileID, line: line)
    }
  }

  /// A new store for optional state: see ``scope(state:action:fileID:line:column:)-(KeyPath<State,ChildState?>,_,_,_,_)``.
  @usableFromInline
  func optionalStore<ChildState, ChildAction>(
    at keyPath: KeyPath<State, ChildState?>,
    reader: ChildStateReader<State, ChildState>,
    embed: @escaping (ChildAction) -> Action,
    fileID: StaticString,
    line: UInt
  ) -> Store<ChildState, ChildAction>? {
    guard
      let child = optionalScopedCore(
        place: .optional(keyPath), reader: reader, embed: embed, fileID: fileID, line: line,
        startWatching: { [core] in core.changes.add(notifying: $0) })
    else { return nil }
    return Store<ChildState, ChildAction>(core: child)
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
  /// Reading the row's state is a lookup by id, whatever the row's position. Returns `nil` if no element
  /// has that id. Once the element is removed, the store behaves as a store of optional state that is
  /// gone: it returns the last state it read and ignores actions with a runtime warning, even if an
  /// element with the same id is added again.
  ///
  /// Unlike a scope to optional state, it is not a read of this store's state that Observation tracks:
  /// a list's rows come from the ids it shows, which its view reads through a store of their own, and
  /// scoping each row must not have the list redraw for every change of this store. A view that shows one
  /// row by an id kept in the state reads that id, which is tracked.
  ///
  /// - Parameters:
  ///   - state: The key path to the collection.
  ///   - id: The id of the element.
  ///   - action: Embeds an element action, with its element's id, in this store's action.
  ///   - fileID: The file of the call, for messages that point at it and to identify the scope; leave the
  ///     default.
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
    // NB: Inlinable, so that the closures a row store runs on every change of its list, which read its row
    // and find the rows that changed, are specialized for the row's types where the store is scoped.
    return cachedScope(state: state, element: id, fileID: fileID, line: line, column: column) {
      let rows = PropertyReader(state)
      guard
        let child: StoreCore<ElementState, ElementAction> = elementCore(
          reader: ChildStateReader(element: id, of: rows, in: core.state),
          in: CollectionPath(rows),
          id: id,
          embed: nil,
          fileID: fileID,
          line: line)
      else { return nil }
      // NB: One closure, specialized here, embeds the row's actions and sends them: a row store keeps it
      // for as long as it lives. Unowned: the closure is stored in the core it captures.
      child.send = { [unowned child, parent = core] elementAction in
        child.isLive ? parent.send(action(id, elementAction)) : child.ignore(elementAction)
      }
      return Store<ElementState, ElementAction>(core: child)
    }
  }

  /// A new core for the element with the given id: see ``scope(state:id:action:fileID:line:column:)-(_,ID,_,_,_,_)``.
  @usableFromInline
  func elementCore<ID: Hashable, Element, ElementState, ElementAction>(
    reader: ChildStateReader<State, ElementState>,
    in collection: CollectionPath<State, ID, Element>,
    id: ID,
    embed: ((ElementAction) -> Action)?,
    fileID: StaticString,
    line: UInt
  ) -> StoreCore<ElementState, ElementAction>? {
    // NB: A reader, not an appended key path through a subscript with a captured id, which a row store
    // would apply on every read of its state.
    optionalScopedCore(
      place: .element(stateIsElement: ElementState.self == Element.self), reader: reader, embed: embed,
      fileID: fileID, line: line,
      startWatching: { [core] in core.observe(elementWithID: id, in: collection, notifying: $0) })
  }

  /// A new `OptionalScopedCore`, or `nil` if its state is not in this store's: what a store of optional
  /// state and a row's store are made of.
  private func optionalScopedCore<ChildState, ChildAction>(
    place: OptionalScopedCore<State, Action, ChildState, ChildAction>.Place,
    reader: ChildStateReader<State, ChildState>,
    embed: ((ChildAction) -> Action)?,
    fileID: StaticString,
    line: UInt,
    startWatching: @MainActor (_ core: CoreNode) -> CancellationToken?
  ) -> StoreCore<ChildState, ChildAction>? {
    OptionalScopedCore(
      parent: core,
      place: place,
      reader: reader,
      embed: embed,
      location: CodeLocation(fileID: fileID, line: line),
      startWatching: startWatching
    )
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
  /// Returns `nil` if no element has that id. Once the element is popped, the store returns the last
  /// state it read and ignores actions with a runtime warning.
  ///
  /// - Parameters:
  ///   - state: The key path to the stack.
  ///   - id: The id of the element.
  ///   - action: Embeds a stack action in this store's action; the store sends
  ///     ``StackAction/element(id:action:)``.
  ///   - fileID: The file of the call, for messages that point at it and to identify the scope; leave the
  ///     default.
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
    let entries = state.appending(path: \StackState<ElementState>.entries)
    return cachedScope(state: state, element: id, fileID: fileID, line: line, column: column) {
      // NB: No `Optional.map`: a main-actor closure handed to the standard library checks the actor on
      // each call, once per store here.
      guard
        let child: StoreCore<ElementState, ElementAction> = elementCore(
          reader: ChildStateReader({ $0[keyPath: state][id: id] }, in: core.state),
          in: CollectionPath(entries),
          id: id,
          embed: { action(.element(id: id, action: $0)) },
          fileID: fileID,
          line: line)
      else { return nil }
      return Store<ElementState, ElementAction>(core: child)
    }
  }
}

extension Store {
  /// The child scoped this way (see ``ScopeID``) if it is alive (and, for optional state, still bound to
  /// its instance), or the one `make` makes, kept for the next scope the same way.
  @usableFromInline
  func cachedScope<ChildState, ChildAction>(
    state: AnyKeyPath,
    fileID: StaticString,
    line: UInt,
    column: UInt,
    make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    let id = ScopeID(
      state: state, childState: ChildState.self, childAction: ChildAction.self,
      fileID: fileID, line: line, column: column)
    return cachedChild(find: { $0.child(id) }, keep: { $0.insert($1, for: id) }, make: make)
  }

  /// The child scoped this way for the element with the given id (a row) if it is alive and its element
  /// is still there, or the one `make` makes, kept for the next scope the same way.
  // NB: Inlinable, with what it calls, so that a row scoped as it scrolls into view runs specialized for
  // its ids and its store's types.
  @inlinable
  func cachedScope<ID: Hashable, ChildState, ChildAction>(
    state: AnyKeyPath,
    element: ID,
    fileID: StaticString,
    line: UInt,
    column: UInt,
    make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    let id = ScopeID(
      state: state, childState: ChildState.self, childAction: ChildAction.self,
      fileID: fileID, line: line, column: column)
    return cachedChild(
      find: { $0.child(id, element: element) }, keep: { $0.insert($1, for: id, element: element) },
      make: make)
  }

  /// The child `find` finds in the cache if it is alive (and, for optional state, still bound to its
  /// instance), or the one `make` makes, which `keep` puts in the cache.
  @inlinable
  func cachedChild<ChildState, ChildAction>(
    find: (ScopeCache) -> AnyObject?,
    keep: (ScopeCache, Store<ChildState, ChildAction>) -> Void,
    make: () -> Store<ChildState, ChildAction>?
  ) -> Store<ChildState, ChildAction>? {
    if let scopes, let cached = find(scopes) as? Store<ChildState, ChildAction>, cached.core.isLive {
      return cached
    }
    guard let child = make() else { return nil }
    keep(scopeCache, child)
    child.keepAlive(parent: self)
    return child
  }

  /// The cache of the stores scoped from this one, made with the first.
  @usableFromInline var scopeCache: ScopeCache {
    if let scopes { return scopes }
    let scopes = ScopeCache()
    self.scopes = scopes
    return scopes
  }
}
