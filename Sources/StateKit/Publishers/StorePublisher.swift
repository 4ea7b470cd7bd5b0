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
  /// The core whose changes this publishes.
  @usableFromInline let source: CoreNode
  /// The core whose changes a subscription that removes its own duplicates observes: ``source``, or the
  /// root for a store scoped from a root store by key paths alone (see ``StoreCore/storedPlaceInRoot()``),
  /// so that the scoped store's core, which would only compare its whole state and tell it, is left out.
  @usableFromInline let comparingSource: CoreNode
  /// Where the published value is stored in the root's state, when ``read`` reads it there: a property
  /// of it is then read in place too.
  @usableFromInline let storedPlace: StoredPlace?
  /// Reads the published value; it holds the core it reads, which a subscription then keeps alive.
  @usableFromInline let read: @MainActor () -> State
  /// Says when a value repeats the last one delivered; `nil` delivers every change of the core.
  @usableFromInline let isDuplicate: (@MainActor (State, State) -> Bool)?
  /// The entry of the row that ``read`` reads, when this publishes a row store's state: a subscription
  /// to every change then reads the row there itself.
  @usableFromInline let row: TypedRowEntry<State>?

  @usableFromInline
  init(
    source: CoreNode,
    comparingSource: CoreNode? = nil,
    storedPlace: StoredPlace? = nil,
    read: @escaping @MainActor () -> State,
    isDuplicate: (@MainActor (State, State) -> Bool)?,
    row: TypedRowEntry<State>? = nil
  ) {
    self.source = source
    self.comparingSource = comparingSource ?? source
    self.storedPlace = storedPlace
    self.read = read
    self.isDuplicate = isDuplicate
    self.row = row
  }

  /// Delivers the current state to `receive` at once, then every change, until the token is cancelled or
  /// released.
  @inlinable
  public func subscribe(_ receive: @escaping @MainActor (State) -> Void) -> CancellationToken {
    guard let isDuplicate else { return subscribeToEveryChange(receive) }
    // NB: Made here, in code inlined where the subscription is made, so that reading, comparing and
    // delivering the value run code specialized for its type.
    let delivery = DeduplicatingDelivery(read: read, isDuplicate: isDuplicate, receive: receive)
    let token = comparingSource.endObservers.add(
      { _ in delivery.deliverUnlessRepeated() }, keepingAlive: source)
    // NB: Inside the root's processing, like every notification: an action `receive` sends with the
    // current state waits until it has returned, so its change arrives after it, in order.
    source.runExclusively { receive(delivery.last) }
    return token
  }

  /// ``subscribe(_:)`` for a publisher that delivers every change of its core: it keeps no last value.
  @inlinable
  func subscribeToEveryChange(_ receive: @escaping @MainActor (State) -> Void) -> CancellationToken {
    // NB: A row store's subscription reads the row where its entry keeps it as last shown.
    if let row {
      let token = source.endObservers.add({ _ in receive(row.shown) }, keepingAlive: source)
      // NB: Inside the root's processing, as in `subscribe(_:)`.
      source.runExclusively { receive(row.shown) }
      return token
    }
    let read = self.read
    let token = source.endObservers.add({ _ in receive(read()) }, keepingAlive: source)
    // NB: Inside the root's processing, as in `subscribe(_:)`.
    source.runExclusively { receive(read()) }
    return token
  }

  /// Publishes a property of the state, only when it changes.
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
    property(keyPath, isDuplicate: { $0 == $1 })
  }

  /// Publishes a property of the state whenever the state changes: the property is not `Equatable`, so
  /// repeats cannot be removed.
  @inlinable
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
    property(keyPath, isDuplicate: nil)
  }

  /// A publisher of the property at `keyPath`: read in place when this publisher's state is stored in
  /// the root's and the property is stored in it; otherwise read from this publisher's state.
  @inlinable
  func property<Value>(
    _ keyPath: KeyPath<State, Value>,
    isDuplicate: (@MainActor (Value, Value) -> Bool)?
  ) -> StorePublisher<Value> {
    if let storedPlace, let offset = MemoryLayout<State>.offset(of: keyPath) {
      let place = storedPlace.advanced(by: offset)
      return StorePublisher<Value>(
        source: source, comparingSource: comparingSource, storedPlace: place, read: { place.read() },
        isDuplicate: isDuplicate)
    }
    let property = PropertyReader(keyPath)
    return StorePublisher<Value>(
      source: source, comparingSource: comparingSource, read: { [read] in property.read(read()) },
      isDuplicate: isDuplicate)
  }
}

extension Store {
  /// A publisher of this store's state: the current state on subscription, then every change.
  ///
  /// See ``StorePublisher`` for what counts as a change; `for await state in store.publisher.values`
  /// iterates it.
  @inlinable
  public var publisher: StorePublisher<State> {
    // NB: A root's state, and the state of a store scoped from a root by key paths alone, is read where
    // the root stores it, in code specialized for it: the address is fixed for the root's lifetime, and
    // the source, which a subscription keeps alive, holds the root.
    if let place = core.storedPlaceInRoot() {
      return StorePublisher(
        source: core, comparingSource: place.root, storedPlace: place, read: { place.read() },
        isDuplicate: nil)
    }
    // NB: A row's store reads its row where its watcher keeps it as last shown, so that a change of the
    // row reaches its subscribers without reading the row store's core (see `RowEntry`).
    if let row = core.rowEntry as? TypedRowEntry<State> {
      return StorePublisher(source: core, read: { row.shown }, isDuplicate: nil, row: row)
    }
    // NB: Unowned: a publisher holds its source, and a subscription keeps it alive.
    return StorePublisher(source: core, read: { [unowned core] in core.shownState }, isDuplicate: nil)
  }
}
