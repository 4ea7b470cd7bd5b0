/// Which kind of derived core a wake-up woke.
enum WakeKind {
  /// A scoped, optional, row or de-duplicated store.
  case derivedStore
  /// A connected store: a connector computing a view state.
  case connector
}
