/// Builds a reducer from a list of reducers that run in order, as in a ``Reducer/body`` or a
/// ``CombineReducers``.
///
/// Supports `if`, `if`/`else`, `switch` and `#if` around reducers; an empty list builds an
/// ``EmptyReducer``.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Accepts any reducer of the builder's state and action.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: consuming R) -> R {
    reducer
  }

  /// An empty list: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a list.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: consuming R) -> R {
    first
  }

  /// The next reducer of a list, run after the ones before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: consuming R0,
    next: consuming R1
  ) -> Pair<R0, R1> {
    Pair(first: accumulated, second: next)
  }

  /// The reducer of an `if` without `else`: runs only when the condition held while building.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: consuming R?) -> IfPresent<R> {
    IfPresent(wrapped: reducer)
  }

  /// The reducer of the first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: consuming First
  ) -> Conditional<First, Second> {
    .first(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: consuming Second
  ) -> Conditional<First, Second> {
    .second(reducer)
  }

  /// The reducer of an `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ reducer: R) -> Reduce<
    State, Action
  > {
    Reduce(reducer)
  }
}

extension ReducerBuilder {
  /// Two reducers run in order on the same state, their effects merged: what a block of reducers in a
  /// ``ReducerBuilder`` builds, two at a time.
  public struct Pair<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    @inlinable init(first: First, second: Second) {
      self.first = first
      self.second = second
    }

    /// Runs the first reducer, then the second, and merges their effects.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let firstEffect = first.reduce(into: &state, action: action)
      let secondEffect = second.reduce(into: &state, action: action)
      return firstEffect.merge(with: secondEffect)
    }

    /// Routes a dismissal through the first reducer, then the second if the first does not take it.
    public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
      first._reduce(into: &state, route: route) ?? second._reduce(into: &state, route: route)
    }
  }

  /// A reducer that runs only if it was built: what an `if` without an `else` builds.
  public struct IfPresent<Wrapped: Reducer<State, Action>>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable init(wrapped: Wrapped?) {
      self.wrapped = wrapped
    }

    /// Runs the wrapped reducer if there is one.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }

    /// Routes a dismissal through the wrapped reducer, if there is one.
    public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
      wrapped?._reduce(into: &state, route: route)
    }
  }

  /// One of two reducers: what an `if`–`else` or a `switch` builds.
  public enum Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    /// The reducer of the first branch.
    case first(First)
    /// The reducer of the second branch.
    case second(Second)

    /// Runs the reducer of the branch that was taken.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case .first(let reducer): reducer.reduce(into: &state, action: action)
      case .second(let reducer): reducer.reduce(into: &state, action: action)
      }
    }

    /// Routes a dismissal through the reducer of the branch that was taken.
    public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
      switch self {
      case .first(let reducer): reducer._reduce(into: &state, route: route)
      case .second(let reducer): reducer._reduce(into: &state, route: route)
      }
    }
  }
}

extension ReducerBuilder.Pair: Sendable where First: Sendable, Second: Sendable {}
extension ReducerBuilder.IfPresent: Sendable where Wrapped: Sendable {}
extension ReducerBuilder.Conditional: Sendable where First: Sendable, Second: Sendable {}
