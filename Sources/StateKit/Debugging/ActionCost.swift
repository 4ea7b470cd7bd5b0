/// What processing one action cost, as a ``StoreInstrument`` sees it.
///
/// The counts are exact; the time is measured with `ContinuousClock` around the reducer alone (not the
/// effects' asynchronous work, which runs later, nor the observers).
public struct ActionCost<Action> {
  /// The action, as the root store's reducer received it.
  public let action: Action
  /// Where the action came from.
  public let origin: ActionOrigin<Action>
  /// The time the root reducer took for the action (the whole reducer tree: `Scope`, `ifLet`, `forEach`
  /// children included).
  public let reducerTime: Duration
  /// The effects the action's reducer returned that the store started: each `.run`, and each `.send`.
  public let effectsStarted: Int
  /// The running effects the action cancelled: by `.cancel(id:)`, by a `.cancellable(id:cancelInFlight:
  /// true)` effect, and by a child feature that went away.
  public let effectsCancelled: Int
  /// The derived stores (scoped, optional, row, de-duplicated) the change woke: each one read its new
  /// state, whether or not it then told its own observers. Observers are told once per send, after its
  /// last action: the counts of what was woken are that action's, and zero for the actions before it.
  public let derivedStoresWoken: Int
  /// The connected stores (connectors computing a view state) the change woke.
  public let connectorsWoken: Int
  /// The observers at the end of the change path the change called: publishers' subscriptions,
  /// Observation's tracking, `observeChanges`.
  public let observersWoken: Int

  /// Creates a cost, for tests of code that consumes them.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - origin: Where it came from.
  ///   - reducerTime: The time in the reducer.
  ///   - effectsStarted: The effects started.
  ///   - effectsCancelled: The running effects cancelled.
  ///   - derivedStoresWoken: The derived stores woken.
  ///   - connectorsWoken: The connected stores woken.
  ///   - observersWoken: The observers called.
  public init(
    action: Action,
    origin: ActionOrigin<Action>,
    reducerTime: Duration,
    effectsStarted: Int = 0,
    effectsCancelled: Int = 0,
    derivedStoresWoken: Int = 0,
    connectorsWoken: Int = 0,
    observersWoken: Int = 0
  ) {
    self.action = action
    self.origin = origin
    self.reducerTime = reducerTime
    self.effectsStarted = effectsStarted
    self.effectsCancelled = effectsCancelled
    self.derivedStoresWoken = derivedStoresWoken
    self.connectorsWoken = connectorsWoken
    self.observersWoken = observersWoken
  }
}

extension ActionCost: Equatable where Action: Equatable {}
extension ActionCost: Sendable where Action: Sendable {}
