/// An action with a case that carries a ``BindingAction``: what a feature with a form conforms its action
/// to, so that one case sets any field of its state.
///
/// The case satisfies ``binding(_:)``, and is all the conformance needs:
///
/// ```swift
/// enum Action: BindableAction, Equatable, Sendable {
///   case binding(BindingAction<State>)
///   case saveTapped
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
  ///
  /// Found by itself, from the case that satisfies ``binding(_:)``; a hand-written property takes its
  /// place, for the hottest loops:
  /// `var binding: BindingAction<State>? { if case .binding(let a) = self { a } else { nil } }`.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, or `nil` if it carries none: the payload of the case that
  /// satisfies ``binding(_:)``, which StateKit finds by reflection and remembers.
  @inlinable
  public var binding: BindingAction<State>? {
    CaseSite(Self.self, BindingAction<State>.self, fileID: #fileID, line: #line, column: #column)
      .extract(from: self, embed: { Self.binding($0) })
  }
}
