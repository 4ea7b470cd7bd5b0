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
  /// Routes dismissals to the children of the reducer this one wraps; `nil` for a closure.
  @usableFromInline let route: ((inout State, _ChildRoute) -> Bool?)?

  /// Creates a reducer that runs `reduce` for every action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reducer = reduce
    self.route = nil
  }

  /// Wraps any reducer, to hide its type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reducer = reducer.reduce(into:action:)
    self.route = reducer._reduce(into:route:)
  }

  /// A reducer that runs `reduce` for every action, and routes dismissals to the children of `routing`:
  /// a wrapper around `routing` that runs it in a context of its own.
  package init<R: Reducer<State, Action>>(
    _ reduce: @escaping (inout State, Action) -> Effect<Action>,
    routingDismissalsThrough routing: R
  ) {
    self.reducer = reduce
    self.route = routing._reduce(into:route:)
  }

  /// Routes a dismissal to the children of the reducer this one wraps.
  public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
    self.route?(&state, route)
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducer(&state, action)
  }
}

@available(*, unavailable, message: "Reduce holds a closure that is not @Sendable.")
extension Reduce: Sendable {}
