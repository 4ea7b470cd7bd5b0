// NB: For tests, which ask about their own stores: a store of a test running beside them may join and
// leave a value's holders at any time, so a count of them says nothing steady.
extension Shared {
  /// How many root stores hold this shared value, as its list of holders says (see ``SharedHolders``).
  package var holderCount: Int {
    reference.root.holders.count
  }

  /// Whether the root store `store` is among this value's holders.
  @MainActor
  package func isHeld<State, Action>(by store: Store<State, Action>) -> Bool {
    Self.holderIdentity(of: store).map(isHeld(byHolder:)) ?? false
  }

  /// Whether the holder `holder` names (see ``holderIdentity(of:)``) is among this value's holders, and
  /// its store still alive.
  package func isHeld(byHolder holder: ObjectIdentifier) -> Bool {
    reference.root.holders.current.contains { ObjectIdentifier($0) == holder && $0.isAttached }
  }

  /// The identity of the root store `store`'s holder, which outlives the store in a value's list until
  /// a delivery drops it; `nil` for a store that is not a root store.
  @MainActor
  package static func holderIdentity<State, Action>(of store: Store<State, Action>) -> ObjectIdentifier? {
    store.root.map { ObjectIdentifier($0.sharedHolder) }
  }
}
