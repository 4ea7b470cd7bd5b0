/// Several reducers run in order on the same state and action, their effects merged.
///
/// Each reducer sees the state as the previous one left it. Useful to apply a modifier such as
/// ``Reducer/ifLet(_:action:fileID:line:column:then:)`` to a group of reducers:
///
/// ```swift
/// CombineReducers {
///   Reduce { state, action in … }
///   Analytics()
/// }
/// .ifLet(\.detail, action: Action.detail) { Detail() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Creates a reducer that runs the reducers `build` lists, in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the reducers in order and merges their effects.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  /// Routes a dismissal through the reducers.
  public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
    reducers._reduce(into: &state, route: route)
  }
}

extension CombineReducers: Sendable where Reducers: Sendable {}
