/// How a store scoped to optional state, or to one element of a collection, finds its state in its
/// parent's: made where the store is scoped, so that its closures are specialized for the state's type.
@usableFromInline
struct ChildStateReader<ParentState, State> {
  /// The state when the reader was made, or `nil` if it was not there.
  @usableFromInline let initial: State?
  /// Where ``initial`` was found, for an element of a collection: the first read's hint.
  @usableFromInline let initialHint: UInt32
  /// Writes the state in `parent`'s into `state` and returns `true`, or returns `false` if it is not
  /// there. `hint` is where an element of a collection was last found (see
  /// ``IdentifiedArray/element(id:hint:)``); other readers leave it alone.
  @usableFromInline let read: (_ parent: ParentState, _ state: inout State, _ hint: inout UInt32) -> Bool
  /// Calls `body` with the state in `parent`'s, borrowed where it lies, and returns `true`; returns `false`
  /// if it is not there (see ``CollectionPath/prepending(optional:at:)``). Only a store of optional state
  /// calls it.
  // NB: Not optional: a closure stored in an optional is called through reabstraction thunks.
  @usableFromInline let visit: (_ parent: ParentState, _ body: (borrowing State) -> Void) -> Bool

  /// Writes `value` into `state` and returns `true`, or returns `false` if `value` is `nil`.
  @inlinable
  static func write(_ value: State?, into state: inout State) -> Bool {
    guard let value else { return false }
    state = value
    return true
  }

  /// The reader of the optional state that `child` reads, in `parent`.
  @inlinable
  init(optional child: PropertyReader<ParentState, State?>, in parent: ParentState) {
    initial = child.read(parent)
    initialHint = 0
    read = { parent, state, _ in Self.write(child.read(parent), into: &state) }
    visit = { parent, body in child.withWrapped(in: parent) { body($0) } != nil }
  }

  /// The reader of the element with the given id of the collection that `rows` reads, in `parent`.
  @inlinable
  init<ID: Hashable>(
    element id: ID, of rows: PropertyReader<ParentState, IdentifiedArray<ID, State>>, in parent: ParentState
  ) {
    var hint: UInt32 = 0
    initial = rows.withValue(in: parent) { $0.element(id: id, hint: &hint) }
    initialHint = hint
    read = { parent, state, hint in
      Self.write(rows.withValue(in: parent) { $0.element(id: id, hint: &hint) }, into: &state)
    }
    visit = { _, _ in preconditionFailure("StateKit: the store of an element has no state to lend by visit") }
  }

  /// The reader of the state that `current` returns, in `parent`.
  @inlinable
  init(_ current: @escaping (_ parent: ParentState) -> State?, in parent: ParentState) {
    initial = current(parent)
    initialHint = 0
    read = { parent, state, _ in Self.write(current(parent), into: &state) }
    visit = { parent, body in current(parent).map { body($0) } != nil }
  }
}
