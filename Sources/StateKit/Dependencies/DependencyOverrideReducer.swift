extension Reducer {
  /// Overrides a dependency for this reducer, and for the effects it returns: a child feature that should
  /// see another value than the rest of the app.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.search, action: Action.search) {
  ///     Search()
  ///       .dependency(\.searchClient, SearchClient { query in ["\(query) (offline)"] })
  ///   }
  ///   Reduce { state, action in … }  // still the store's search client
  /// }
  /// ```
  ///
  /// The other dependencies are the ones in force where this reducer runs: its store's, or those of a
  /// `dependency` further out.
  ///
  /// - Parameters:
  ///   - keyPath: The property of ``DependencyValues`` to set: `\.uuid`.
  ///   - value: The value this reducer and its effects read instead.
  /// - Returns: A reducer of the same state and action, usable wherever this one is.
  public consuming func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Reducers.DependencyOverride<Self> {
    Reducers.DependencyOverride(base: self) { $0.setWhole(keyPath, to: value) }
  }
}

extension Reducers {
  /// A reducer run with some dependencies overridden: see ``Reducer/dependency(_:_:)``.
  public struct DependencyOverride<Base: Reducer>: Reducer {
    @usableFromInline let base: Base
    @usableFromInline let update: @Sendable (inout DependencyValues) -> Void
    /// The values the last action ran with, made again when the values in force around this reducer change.
    @usableFromInline let cache = DependencyOverrideCache()

    @usableFromInline
    init(base: Base, update: @escaping @Sendable (inout DependencyValues) -> Void) {
      self.base = base
      self.update = update
    }

    /// Runs the base reducer with the dependencies overridden, and sets its effects to run with them.
    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
      cache.values(over: update).reduce(into: &state, action: action, with: base.reduce(into:action:))
    }

    /// Routes a dismissal through the base reducer.
    public func _reduce(into state: inout Base.State, route: _ChildRoute) -> Bool? {
      base._reduce(into: &state, route: route)
    }

    /// Overrides one more dependency, in the same step as the ones this reducer overrides already.
    ///
    /// - Parameters:
    ///   - keyPath: The property of ``DependencyValues`` to set: `\.uuid`.
    ///   - value: The value the base reducer and its effects read instead.
    /// - Returns: A reducer of the same state and action, usable wherever this one is.
    public func dependency<Value: Sendable>(
      _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
      _ value: Value
    ) -> Self {
      Self(base: base) { [update] values in
        update(&values)
        values.setWhole(keyPath, to: value)
      }
    }
  }
}

extension Reducers.DependencyOverride: Sendable where Base: Sendable {}
