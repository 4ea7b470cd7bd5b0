/// Turns a feature's state into the view state a view shows, and the view's actions into the feature's.
///
/// A connector is where formatting lives: the view receives text ready to display and can send only its
/// own actions, so it needs nothing else from the app, and both directions are plain functions you can
/// unit-test.
///
/// ```swift
/// struct CounterConnector: Connector {
///   func connect(state: Counter.State) -> CounterView.State {
///     CounterView.State(countText: state.count.formatted(), isNegative: state.count < 0)
///   }
///
///   func connect(action: CounterView.Action) -> Counter.Action {
///     switch action {
///     case .plusTapped: .incrementTapped
///     case .minusTapped: .decrementTapped
///     }
///   }
/// }
///
/// let viewStore = store.connect(using: CounterConnector())  // Store<CounterView.State, CounterView.Action>
/// ```
///
/// Pass a connector to ``Store/connect(using:computation:)``.
public protocol Connector<State, Action, ViewState, ViewAction> {
  /// The feature's state.
  associatedtype State

  /// The feature's action.
  associatedtype Action

  /// What the view shows. `Equatable`, so that the view is told only when it changes.
  associatedtype ViewState: Equatable

  /// What the view can do.
  associatedtype ViewAction

  /// Computes the view state for `state`. Keep it a pure function of `state`: it may run on a
  /// background executor (see ``ViewStateComputation``), and it runs again only when the state changes.
  func connect(state: State) -> ViewState

  /// The feature action that performs the view action `action`.
  func connect(action: ViewAction) -> Action
}
