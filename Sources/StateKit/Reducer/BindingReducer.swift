/// A reducer that applies the ``BindingAction``s a feature receives: it sets the field each one names.
///
/// Put it before the feature's own logic, which then sees the state with the new value and can react to a
/// particular field:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.nameError = state.name.isEmpty ? "A name is required." : nil
///       return .none
///     case .binding:
///       return .none
///     case .saveTapped:
///       …
///     }
///   }
/// }
/// ```
///
/// It ignores every other action and never starts an effect.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// Creates a reducer that applies binding actions; `State` and `Action` are inferred from the
  /// ``Reducer/body`` it is in.
  @inlinable
  public init() {}

  /// Sets the field `action`'s binding action names, if it carries one.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}

extension BindingReducer: Sendable {}
