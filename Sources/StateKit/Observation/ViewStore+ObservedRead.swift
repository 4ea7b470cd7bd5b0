/// A view store whose reads of a property of its view state Observation tracks by property: a
/// ``Store``. The bindings of a view store by key path read through it, so that a binding of `text`
/// read in a view's body is tracked as a read of `text`.
@MainActor
protocol PropertyObservingViewStore: AnyObject {
  /// The property of the view state at `keyPath`, read as Observation tracks a read of it; `nil` if
  /// `keyPath` is not a key path from the view state to `Value`.
  func observedViewState<Value>(at keyPath: AnyKeyPath, as type: Value.Type) -> Value?
}

extension Store: PropertyObservingViewStore {
  func observedViewState<Value>(at keyPath: AnyKeyPath, as type: Value.Type) -> Value? {
    guard let keyPath = keyPath as? KeyPath<State, Value> else { return nil }
    return observedValue(at: keyPath)
  }
}

extension ViewStore {
  /// `viewState[keyPath: keyPath]`, read through the store when this view store is a store, so that
  /// Observation tracks the property rather than the whole view state.
  func viewState<Value>(at keyPath: KeyPath<ViewState, Value>) -> Value {
    if let store = self as? any PropertyObservingViewStore,
      let value = store.observedViewState(at: keyPath, as: Value.self)
    {
      return value
    }
    return viewState[keyPath: keyPath]
  }
}
