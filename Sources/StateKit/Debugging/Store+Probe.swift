extension Store {
  /// Attaches `probe` to this root store, replacing the one before, or detaches it (`nil`): see
  /// ``StoreProbe``. Only a root store takes one; on a scoped store this does nothing.
  package func attach(_ probe: StoreProbe<State, Action>?) {
    root?.attach(probe)
  }
}

extension Store {
  /// Cancels every effect this root store is running: what a test store does when the feature under test
  /// dismisses itself. On a scoped store this does nothing.
  package func cancelEffects() {
    root?.effects.cancelAll()
  }
}
