extension Store {
  /// This store, telling its observers about a change only when `equating` says the state differs from
  /// the last one they were told about.
  ///
  /// Scoped and connected stores of `Equatable` state already compare with `==`:
  ///
  /// ```swift
  /// let titleStore = store.scope(state: \.header, action: App.Action.header)
  ///   .removingDuplicates(by: .equal(\.title) && .equal(\.subtitle))
  /// ```
  ///
  /// The returned store shares this store's state and actions. While observed, it keeps the last state
  /// it told about, to compare: prefer a scoped store's small state to a root store's large one.
  ///
  /// - Parameter equating: Says when two states count as the same.
  public func removingDuplicates(by equating: Equating<State>) -> Store<State, Action> {
    Store(core: DeduplicatingCore(parent: core, equating: equating))
  }
}
