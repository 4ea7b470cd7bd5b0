/// A reducer that does nothing: it changes no state and starts no effect.
///
/// The reducer of an empty ``Reducer/body``, and a placeholder while a feature is built.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  /// Returns ``Effect/none`` and leaves `state` alone.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

extension EmptyReducer: Sendable {}
