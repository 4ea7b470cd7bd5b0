/// The actions of a navigation stack's elements, and the pushes and pops a view asks for.
///
/// Give the parent action a case that carries it, and run the stack with
/// ``Reducer/forEach(_:action:fileID:line:column:destination:)``:
///
/// ```swift
/// enum Action {
///   case path(StackAction<Detail.State, Detail.Action>)
/// }
///
/// Reduce { state, action in … }
///   .forEach(\.path, action: Action.path) {
///     Detail()
///   }
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with the given id.
  case element(id: StackElementID, action: Action)
  /// Pops the element with the given id and every element above it: a back button, a back swipe.
  case popFrom(id: StackElementID)
  /// Pushes `state` with the given id: a navigation link. The id must be the stack's next one, or larger.
  case push(id: StackElementID, state: State)

  /// The element id and action this action carries, if it is ``element(id:action:)``.
  @inlinable
  public var element: (id: StackElementID, action: Action)? {
    if case .element(let id, let action) = self { (id, action) } else { nil }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Codable where State: Codable, Action: Codable {}
