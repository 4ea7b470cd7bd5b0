/// A feature's logic: how each action changes the state, and which effects it starts.
///
/// Conform by implementing ``reduce(into:action:)``, or by composing other reducers in ``body``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped, decrementTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementTapped: state.count += 1
///     case .decrementTapped: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// A reducer is a value. It reads what it needs from outside (a client, a clock) with ``Dependency``, which
/// its store supplies and tests replace. It runs on the main actor, inside the store; do slow or
/// asynchronous work in an ``Effect``.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The reducer ``body`` builds, or `Never` for a reducer that implements ``reduce(into:action:)``.
  associatedtype Body = Never

  /// Changes `state` for `action` and returns the effects to start.
  ///
  /// Implemented for you when the reducer has a ``body``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.counter, action: Action.counter) {
  ///     Counter()
  ///   }
  ///   Reduce { state, action in
  ///     …
  ///   }
  /// }
  /// ```
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Reduces a dismissal the store routes to a child feature instance: the library's own action, which a
  /// reducer that composes others passes to the one that owns the next step of `route`.
  ///
  /// Implemented for you: a reducer with a ``body`` forwards it to its body, and the library's reducers
  /// (``Scope``, `ifLet`, `forEach`, `ifCaseLet`, ``CombineReducers``, …) take it to their children and
  /// clear or remove the instance it names. A reducer that implements ``reduce(into:action:)`` by hand
  /// has no children to route it to; a dismissal that no reducer on its way takes is reported.
  ///
  /// - Returns: `nil` if no reducer here owns the route's next step; otherwise `true`.
  func _reduce(into state: inout State, route: _ChildRoute) -> Bool?
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; calling this traps.
  public var body: Never {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Call that instead.
      """
    )
  }
}

extension Reducer {
  /// A reducer without children routes no dismissal: `nil`.
  public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? { nil }
}

extension Reducer where Body: Reducer<State, Action> {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// Routes the dismissal through ``body``.
  public func _reduce(into state: inout State, route: _ChildRoute) -> Bool? {
    body._reduce(into: &state, route: route)
  }
}
