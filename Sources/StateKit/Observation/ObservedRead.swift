/// A property of a store's state read through the store, remembered with the value read, to tell at the
/// store's next change whether that value changed (see ``StoreObservation``).
///
/// Abstract: ``ObservedValue`` knows the property's type.
@MainActor
class ObservedRead<State, Action> {
  /// What was read.
  let key: ObservedReadKey
  /// The key path Observation is told about for this read: `\Store.[observed: key]`.
  let observationKeyPath: KeyPath<Store<State, Action>, Void>

  init(key: ObservedReadKey) {
    self.key = key
    self.observationKeyPath = \Store<State, Action>.[observed: key]
  }

  /// Whether the value in `state` differs from the one remembered.
  func hasChanged(in state: State) -> Bool {
    fatalError("\(Self.self) must override hasChanged(in:)")
  }
}

/// A read of a value of type `Value` from a store's state.
///
/// A value is compared with `==` when its type is `Equatable` (found at run time, when the read is first
/// remembered); a value of any other type is taken to have changed at every change of the store.
final class ObservedValue<State, Action, Value>: ObservedRead<State, Action> {
  /// Reads the value from the state.
  private let read: (State) -> Value
  /// `==` for `Value`, if it is `Equatable`.
  private let isEqual: ((Value, Value) -> Bool)?
  /// The value at the last read (see ``StoreObservation/reads``).
  var value: Value

  init(key: ObservedReadKey, value: Value, read: @escaping (State) -> Value) {
    self.read = read
    self.isEqual = equality(of: Value.self)
    self.value = value
    super.init(key: key)
  }

  override func hasChanged(in state: State) -> Bool {
    guard let isEqual else { return true }
    // NB: An equal value is not kept in place of the remembered one: that one may be the state's
    // previous storage, which the state then no longer shares, so an edit in place does not copy it.
    return !isEqual(value, read(state))
  }
}

/// `==` for values of type `Value`, if `Value` is `Equatable`; `nil` otherwise.
private func equality<Value>(of type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  return equality(of: equatable, as: type)
}

/// `==` for `Value`, which is `E`.
private func equality<E: Equatable, Value>(of _: E.Type, as _: Value.Type) -> (Value, Value) -> Bool {
  { ($0 as! E) == ($1 as! E) }
}
