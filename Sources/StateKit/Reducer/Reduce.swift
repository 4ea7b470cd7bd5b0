/// A reducer made from a closure: the quickest way to write logic inline, in a ``Reducer/body``.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `reduce` for every action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reducer = reduce
  }

  /// Wraps any reducer, to hide its type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reducer = reducer.reduce(into:action:)
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducer(&state, action)
  }
}

@available(*, unavailable, message: "Reduce holds a closure that is not @Sendable.")
extension Reduce: Sendable {}
