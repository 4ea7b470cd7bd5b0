/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions that carry a
/// child action.
///
/// The parent action enum has a case per child, and a one-line property that extracts the child action;
/// that pair is all `Scope` needs:
///
/// ```swift
/// enum Action {
///   case counter(Counter.Action)
///   case reset
///
///   var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
/// }
///
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: Action.counter, extract: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child's effects are mapped to parent actions with `action`. Other actions leave the child alone.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let state: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let embed: @Sendable (Child.Action) -> ParentAction
  @usableFromInline let extract: (ParentAction) -> Child.Action?
  @usableFromInline let child: Child

  /// Creates a reducer that runs `child` on the state at `state` for every action `extract` recognises.
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in the parent state.
  ///   - action: Embeds a child action in a parent action: the parent enum's case, `Action.counter`.
  ///   - extract: The child action a parent action carries, or `nil`: a key path to the extracting
  ///     property (`\.counter`) or a closure (`{ if case .counter(let a) = $0 { a } else { nil } }`).
  ///   - child: The child feature's reducer.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    extract: @escaping (ParentAction) -> ChildAction?,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.state = state
    self.embed = action
    self.extract = extract
    self.child = child()
  }

  /// Runs the child reducer if `action` carries a child action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: self.state], action: childAction).map(embed)
  }
}

@available(*, unavailable, message: "Scope holds a key path and closures that are not Sendable.")
extension Scope: Sendable {}
