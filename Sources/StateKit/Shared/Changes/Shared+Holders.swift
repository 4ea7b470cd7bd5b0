extension Shared {
  /// How many root stores hold this shared value, as its list of holders says (see ``SharedHolders``):
  /// for tests.
  package var holderCount: Int {
    reference.root.holders.count
  }
}
