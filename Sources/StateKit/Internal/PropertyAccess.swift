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
    // NB: `offset(of:)` returns an offset only for key paths whose value is stored inline in `Root`, at
    // that offset, so that the root's address advanced by it points to an initialized `Value`, valid
    // while the root's access lasts: for the call of `body`.
    return withUnsafeMutablePointer(to: &root) {
      let value = UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self)
      return withBorrowed(&value.pointee, body)
    }
  }

  /// Calls `body` with `value`.
  /// Runs `body` on the value in `root`, in place.
  /// Whether the optional the key path reaches holds a value, learned without copying it.
  @inlinable
  func isPresent<Wrapped>(in root: inout Root) -> Bool where Value == Wrapped? {
    guard let offset else { return root[keyPath: keyPath] != nil }
    // NB: As in `read`.
    return withUnsafeMutablePointer(to: &root) {
      hasValue(at: UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self))
    }
  }

  @inlinable
  func modify<Result>(in root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    // NB: As in `read`: the pointer is to the root's own storage, for the duration of its access, so the
    // value is changed where the key path would have changed it, and nothing else of the root is.
    return withUnsafeMutablePointer(to: &root) {
      body(&UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
