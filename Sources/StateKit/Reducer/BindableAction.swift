/// An action with a case that carries a ``BindingAction``: what a feature with a form conforms its action
/// to, so that one case sets any field of its state.
///
/// The case satisfies ``binding(_:)``, and a one-line property pulls the binding action back out, as for a
/// child feature's case:
///
/// ```swift
/// enum Action: BindableAction, Equatable, Sendable {
///   case binding(BindingAction<State>)
///   case saveTapped
///
///   var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
/// }
/// ```
///
/// Then put a ``BindingReducer`` in the feature's ``Reducer/body``, and bind a view's controls with
/// ``ViewStore/binding(_:)``.
public protocol BindableAction {
  /// The state whose fields the binding actions set.
  associatedtype State

  /// Embeds a binding action in this action: satisfied by the enum case `binding(BindingAction<State>)`.
  ///
  /// - Parameter action: The binding action.
  /// - Returns: The action that carries it.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, or `nil` if it carries none.
  var binding: BindingAction<State>? { get }
}
