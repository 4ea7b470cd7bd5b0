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

extension Reducer where Body: Reducer<State, Action> {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
