/// How a store scoped to optional state, or to one element of a collection, finds its state in its
/// parent's: made where the store is scoped, in inlinable code, so that its closures are specialized for
/// the state's type.
///
/// The store reads its state on every change of its parent. Run by the store's core, which is generic,
/// a read that returned `State?` would cost a metadata lookup of several hundred instructions for the
/// optional's type alone; ``read`` writes into a value the core already has instead.
@usableFromInline
struct ChildStateReader<ParentState, State> {
  /// The state in `parent`'s, or `nil` if it is not there: read once, when the store is made.
  @usableFromInline let current: (_ parent: ParentState) -> State?
  /// Writes the state in `parent`'s into `state` and returns `true`, or returns `false` if it is not
  /// there.
  @usableFromInline let read: (_ parent: ParentState, _ state: inout State) -> Bool
  /// The rows `body` finds changed in the state in `parent`'s, or `nil` if it is not there: how a list in
  /// this state learns which rows changed, on every change of the parent (see
  /// ``CollectionPath/prepending(optional:at:)``).
  @usableFromInline let changedRows: (_ parent: ParentState, _ body: (State) -> ChangedRows) -> ChangedRows?

  /// The reader of the state that `current` returns.
  @inlinable
  init(_ current: @escaping (_ parent: ParentState) -> State?) {
    self.current = current
    self.read = { parent, state in
      guard let value = current(parent) else { return false }
      state = value
      return true
    }
    self.changedRows = { parent, body in current(parent).map(body) }
  }
}
