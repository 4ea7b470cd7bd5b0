/// Publishes a store's state: the current state when you subscribe, then every change, in order, on the
/// main actor.
///
/// ```swift
/// store.publisher.count
///   .sink { [weak self] in self?.countLabel.text = "\($0)" }
///   .store(in: &tokens)
/// ```
///
/// "Every change" is as the store compares states (see ``Equating``): a root store publishes after every
/// action, a scoped or connected store only when its state differs. A property read through dynamic
/// member lookup, as `store.publisher.count` above, publishes only when that property changes if it is
/// `Equatable`.
///
/// A subscription keeps the store's state source alive; it does not keep effects running on its own.
@MainActor
@dynamicMemberLookup
public struct StorePublisher<State>: ValuePublisher {
  private let base: AnyValuePublisher<State>

  init(_ base: some ValuePublisher<State>) {
    self.base = base.eraseToAnyValuePublisher()
  }

  /// Delivers the current state to `receive` at once, then every change, until the token is cancelled or
  /// released.
  public func subscribe(_ receive: @escaping @MainActor (State) -> Void) -> CancellationToken {
    base.subscribe(receive)
  }

  /// Publishes a property of the state, only when it changes.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
    StorePublisher<Value>(base.map { $0[keyPath: keyPath] }.removeDuplicates())
  }

  /// Publishes a property of the state whenever the state changes: the property is not `Equatable`, so
  /// repeats cannot be removed.
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
    StorePublisher<Value>(base.map { $0[keyPath: keyPath] })
  }
}

extension Store {
  /// A publisher of this store's state: the current state on subscription, then every change.
  ///
  /// See ``StorePublisher`` for what counts as a change; `for await state in store.publisher.values`
  /// iterates it.
  public var publisher: StorePublisher<State> {
    StorePublisher(StateChangesPublisher(store: self))
  }
}

/// The current state of a store, then its changes.
@MainActor
private struct StateChangesPublisher<State, Action>: ValuePublisher {
  let store: Store<State, Action>

  func subscribe(_ receive: @escaping @MainActor (State) -> Void) -> CancellationToken {
    // NB: Subscribe before delivering the current state, so that a change made by an action `receive`
    // sends is not missed; hold such changes back until `receive` has returned, so they arrive in order.
    let delivery = Delivery(receive)
    let token = store.observeChanges { delivery.deliver($0) }
    delivery.start(with: store.core.state)
    return token
  }
}

/// Delivers a subscription's values, holding back those that arrive while the first one is delivered.
@MainActor
private final class Delivery<State> {
  private let receive: @MainActor (State) -> Void
  @exclusivity(unchecked) private var isStarting = true
  @exclusivity(unchecked) private var heldBack: [State] = []

  init(_ receive: @escaping @MainActor (State) -> Void) {
    self.receive = receive
  }

  func start(with state: State) {
    receive(state)
    var index = 0
    // NB: `receive` may hold back more states while this loop runs; the count is read on every turn.
    while index < heldBack.count {
      receive(heldBack[index])
      index += 1
    }
    heldBack = []
    isStarting = false
  }

  func deliver(_ state: State) {
    if isStarting {
      heldBack.append(state)
    } else {
      receive(state)
    }
  }
}
