/// A property of a store's state read through the store, remembered with the value read, to tell at the
/// store's next change whether that value changed (see ``StoreObservation``).
///
/// Abstract: ``ObservedValue`` knows the property's type, and how to compare it.
@MainActor
class ObservedRead<State, Action> {
  /// What was read.
  let key: ObservedReadKey
  /// The key path Observation is told about for this read: `\Store.[observed: key]`.
  let observationKeyPath: KeyPath<Store<State, Action>, Void>
  /// Whether a read of it may be tracked: read since it last changed.
  var isWatched = false
  /// For the value at a key path that is an ``IdentifiedArray``: how a read through the store tracks it
  /// instead, by its ids and by the elements then read (see ``ObservedCollection``); found once, when
  /// the read is made.
  var collection: ObservedCollection<State, Action>?

  init(key: ObservedReadKey) {
    self.key = key
    self.observationKeyPath = \Store<State, Action>.[observed: key]
  }

  /// Remembers the value in `state` as the one read.
  func remember(from state: State) {
    fatalError("\(Self.self) must override remember(from:)")
  }

  /// Whether the value in `state` differs from the one remembered.
  func hasChanged(in state: State) -> Bool {
    fatalError("\(Self.self) must override hasChanged(in:)")
  }

  /// Appends this read to `changed` if its value differs in `state`, and forgets it; returns whether it
  /// is still watched. A read that stands for several (``ObservedElements``) appends those that changed.
  func collectChanges(in state: State, into changed: inout [ObservedRead<State, Action>]) -> Bool {
    guard hasChanged(in: state) else { return true }
    forget()
    changed.append(self)
    return false
  }

  /// Forgets the value remembered, once it changed: nothing holds on to it.
  func forget() {
    fatalError("\(Self.self) must override forget()")
  }

  /// Whether the optional value at `keyPath` is there, compared as a `Bool`.
  static func presence<Child>(key: ObservedReadKey, of keyPath: KeyPath<State, Child?>) -> ObservedRead {
    ObservedValue<State, Action, Bool>(key: key, read: { $0[keyPath: keyPath] != nil }, isEqual: { $0 == $1 })
  }

  /// A read of the value at `read`, compared with `==` if its type is `Equatable`
  /// (found at run time, once per read remembered), and otherwise taken to change at every change of
  /// the store.
  ///
  /// A read of an ``IdentifiedArray`` through `store` gets its ``collection``.
  static func make<Value>(
    key: ObservedReadKey, read: KeyPath<State, Value>, store: Store<State, Action>
  ) -> ObservedRead {
    let observedRead = makeValue(key: key, read: read)
    if let collection = Value.self as? any StoreObservableCollection.Type {
      observedRead.collection = collection.observedCollection(at: read, in: store)
    }
    return observedRead
  }

  /// A read of the value at `read`, compared as ``make(key:read:store:)`` says.
  private static func makeValue<Value>(key: ObservedReadKey, read: KeyPath<State, Value>) -> ObservedRead {
    guard let equatable = Value.self as? any Equatable.Type else {
      return ObservedValue<State, Action, Value>(key: key, read: { $0[keyPath: read] }, isEqual: nil)
    }
    return make(key: key, read: read, as: equatable)
  }

  /// A read of the `Equatable` value at `read`, whose type is `Value`.
  private static func make<Value, E: Equatable>(
    key: ObservedReadKey, read: KeyPath<State, Value>, as _: E.Type
  ) -> ObservedRead {
    // NB: The key path's value type is `E`, so the cast succeeds; then comparisons need none.
    let read = read as! KeyPath<State, E>
    return ObservedValue<State, Action, E>(key: key, read: { $0[keyPath: read] }, isEqual: { $0 == $1 })
  }
}

/// A read of a value of type `Value` from a store's state.
final class ObservedValue<State, Action, Value>: ObservedRead<State, Action> {
  /// Reads the value from the state.
  private let read: (State) -> Value
  /// `==` for `Value`; `nil` if it is not `Equatable`: the value is then taken to change at every change.
  private let isEqual: ((Value, Value) -> Bool)?
  /// The value at the last read (see ``StoreObservation/watched``); `nil` when not compared.
  private var value: Value?

  init(key: ObservedReadKey, read: @escaping (State) -> Value, isEqual: ((Value, Value) -> Bool)?) {
    self.read = read
    self.isEqual = isEqual
    super.init(key: key)
  }

  override func remember(from state: State) {
    // NB: A value that cannot be compared is not kept: keeping a collection would make the reducer's
    // next edit in place copy it.
    if isEqual != nil { value = read(state) }
  }

  override func hasChanged(in state: State) -> Bool {
    guard let isEqual, let value else { return true }
    // NB: An equal value is not kept in place of the remembered one: that one may be the state's
    // previous storage, which the state then no longer shares, so an edit in place does not copy it.
    return !isEqual(value, read(state))
  }

  /// Whether `newValue` differs from the value remembered.
  func hasChanged(to newValue: Value) -> Bool {
    guard let isEqual, let value else { return true }
    return !isEqual(value, newValue)
  }

  override func forget() {
    value = nil
  }

  /// Remembers `value` as the one read: what a read returned, when it may not be the state's current
  /// value (a copy read after the store changed), so that the next change tells it.
  func remember(_ value: Value) {
    if isEqual != nil { self.value = value }
  }
}
