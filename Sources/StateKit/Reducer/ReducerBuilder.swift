/// Builds a reducer from a list of reducers that run in order, as in a ``Reducer/body`` or a
/// ``CombineReducers``.
///
/// Supports `if`, `if`/`else`, `switch` and `#if` around reducers; an empty list builds an
/// ``EmptyReducer``.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Accepts any reducer of the builder's state and action.
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// An empty list: a reducer that does nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a list.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The next reducer of a list, run after the ones before it.
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> ReducerSequence<R0, R1> {
    ReducerSequence(first: accumulated, second: next)
  }

  /// The reducer of an `if` without `else`: runs only when the condition held while building.
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> OptionalReducer<R> {
    OptionalReducer(wrapped: reducer)
  }

  /// The reducer of the first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> EitherReducer<First, Second> {
    .first(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> EitherReducer<First, Second> {
    .second(reducer)
  }

  /// The reducer of an `if #available` branch.
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ reducer: R) -> Reduce<
    State, Action
  > {
    Reduce(reducer)
  }
}

/// Two reducers run one after the other, their effects merged: what ``ReducerBuilder`` makes of a list.
public struct ReducerSequence<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  let first: First
  let second: Second

  /// Runs the first reducer, then the second, and merges their effects.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// A reducer that runs only if it was built: what ``ReducerBuilder`` makes of an `if` without `else`.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  let wrapped: Wrapped?

  /// Runs the wrapped reducer if there is one.
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers: what ``ReducerBuilder`` makes of an `if`/`else` or a `switch`.
public enum EitherReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// The first branch was built.
  case first(First)
  /// The second branch was built.
  case second(Second)

  /// Runs the reducer of the branch that was built.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

extension ReducerSequence: Sendable where First: Sendable, Second: Sendable {}
extension OptionalReducer: Sendable where Wrapped: Sendable {}
extension EitherReducer: Sendable where First: Sendable, Second: Sendable {}
