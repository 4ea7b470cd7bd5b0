/// Reads and changes the value at a writable key path in place, directly in memory when the key path
/// leads to stored properties of structs: what a reducer that runs a child (`ifLet`, `forEach`) does to
/// its state several times per action.
///
/// A key path applied at run time goes through the runtime's generic projection (see ``PropertyReader``),
/// and a read copies the value out: for an optional child, all of its state, only to learn whether it is
/// `nil`. With the property's offset, a read borrows the value where it is, and a change is made in place.
@usableFromInline
struct PropertyAccess<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// The value's offset in `Root`'s inline storage, or `nil` when the key path goes through anything
  /// else (a computed property, a class, an optional).
  @usableFromInline let offset: Int?

  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Returns what `body` makes of the value in `root`, which it borrows rather than copies.
  ///
  /// `root` is `inout` only so that the value can be borrowed where it is: it is not changed.
  @inlinable
  func read<Result>(in root: inout Root, _ body: (borrowing Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withStoredValue(at: offset, in: &root) { (value: inout Value) in withBorrowed(&value, body) }
  }

  /// Whether the optional the key path reaches holds a value, learned without copying it.
  @inlinable
  func isPresent<Wrapped>(in root: inout Root) -> Bool where Value == Wrapped? {
    guard let offset else { return root[keyPath: keyPath] != nil }
    return withStoredValue(at: offset, in: &root) { (value: inout Value) in hasValue(&value) }
  }

  /// Runs `body` on the value in `root`, in place.
  @inlinable
  func modify<Result>(in root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return withStoredValue(at: offset, in: &root, body)
  }
}
