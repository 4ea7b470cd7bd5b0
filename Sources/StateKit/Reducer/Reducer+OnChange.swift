extension Reducer {
  /// Runs another reducer after this one whenever an action changed a value derived from the state, with
  /// the value before and after the action.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, _ in
  ///       state.results = state.items.filter { $0.title.contains(newValue) }
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// To watch several fields at once, give the state a computed property that gathers them
  /// (`var searchKey: SearchKey { SearchKey(query: query, sort: sort) }`) and watch `\.searchKey`.
  ///
  /// The value is read before and after this reducer runs and compared once with `==`; only when they
  /// differ is the closure called and the reducer it returns run, on the state this reducer left and with
  /// the same action. Its effects are merged with this reducer's. A change made by the reducer the closure
  /// returns is not compared again.
  ///
  /// - Parameters:
  ///   - value: Derives the value to watch from the state: a key path (`\.query`) or a closure.
  ///   - reducer: Makes the reducer to run from the old and the new value.
  /// - Returns: A reducer that runs this one, then `reducer` if the value changed.
  @inlinable
  public consuming func onChange<Value: Equatable, Change: Reducer<State, Action>>(
    of value: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Change
  ) -> Reducers.OnChange<Self, Value, Change> {
    Reducers.OnChange(base: self, value: value, change: reducer)
  }
}

extension Reducers {
  /// A reducer that runs another one when an action changed a value derived from the state: see
  /// ``Reducer/onChange(of:_:)``.
  public struct OnChange<Base: Reducer, Value: Equatable, Change: Reducer<Base.State, Base.Action>>:
    Reducer
  {
    @usableFromInline let base: Base
    @usableFromInline let value: (Base.State) -> Value
    @usableFromInline let change: (Value, Value) -> Change

    @inlinable
    init(
      base: Base,
      value: @escaping (Base.State) -> Value,
      change: @escaping (Value, Value) -> Change
    ) {
      self.base = base
      self.value = value
      self.change = change
    }

    /// Runs the base reducer, then the change reducer if the watched value changed.
    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
      let oldValue = value(state)
      let effects = base.reduce(into: &state, action: action)
      let newValue = value(state)
      guard oldValue != newValue else { return effects }
      return effects.merge(with: change(oldValue, newValue).reduce(into: &state, action: action))
    }

    /// Routes a dismissal through the base reducer.
    public func _reduce(into state: inout Base.State, route: _ChildRoute) -> Bool? {
      base._reduce(into: &state, route: route)
    }
  }
}

@available(*, unavailable, message: "Reducers.OnChange holds closures that are not Sendable.")
extension Reducers.OnChange: Sendable {}
