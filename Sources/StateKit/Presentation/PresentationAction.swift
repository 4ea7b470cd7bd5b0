/// The action of a presented child, or the dismissal of the child that the view asks for.
///
/// Give the parent action a case that carries it, with the child's actions as its `Action`:
///
/// ```swift
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   case destination(PresentationAction<Destination.Action>)
///
///   enum Alert: Equatable { case confirmDeletion }
/// }
/// ```
///
/// A view sends ``presented(_:)`` for what the user did in the child (an alert's button), and
/// ``dismiss`` when the child went away without the feature asking (a swipe down, a tap outside an
/// alert). A test sends what the view would:
///
/// ```swift
/// await store.send(.alert(.presented(.confirmDeletion))) { $0.alert = nil }
/// await store.send(.destination(.dismiss)) { $0.destination = nil }
/// ```
///
/// A feature may present itself (a folder that opens a sub-folder), with `case child(PresentationAction<Action>)`
/// in its own `Action` and no `indirect` of its own: the child action is kept in a box of its own.
public enum PresentationAction<Action> {
  /// An action of the presented child.
  // NB: `indirect`, as in The Composable Architecture, so that an action enum may hold a presentation
  // action of itself: without the box, its size would depend on its own.
  indirect case presented(Action)
  /// The view dismissed the child: clear its state.
  case dismiss

  /// The child action this action carries, if it is ``presented(_:)``: what the parent gives a child
  /// reducer as the action to extract.
  @inlinable
  public var presented: Action? {
    if case .presented(let action) = self { action } else { nil }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {}
