extension Store {
  /// Returns what `body` computes from the current state, without observing it.
  ///
  /// Unlike ``state``, it is not tracked by Observation: a view that calls it in its body is not redrawn
  /// when the value changes.
  ///
  /// ```swift
  /// let count = store.withState { $0.count }
  /// ```
  ///
  /// - Parameter body: Computes a value from the state.
  /// - Returns: What `body` returns.
  public func withState<Value>(_ body: (_ state: State) throws -> Value) rethrows -> Value {
    try body(core.shownState)
  }
}
