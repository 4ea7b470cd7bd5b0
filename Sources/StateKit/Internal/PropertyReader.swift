/// Reads the value at a key path, directly from memory when the key path leads to stored properties of
/// structs.
///
/// A key path applied at run time (`root[keyPath: keyPath]`) goes through the runtime's generic
/// projection, a generic metadata lookup among its steps, on every read. Most key
/// paths a store reads (`\.count`, `\.child.rows`, ten scopes composed into one) are stored properties
/// of structs: `MemoryLayout.offset(of:)` gives their offset, and the read becomes a load.
@usableFromInline
struct PropertyReader<Root, Value> {
  @usableFromInline let keyPath: KeyPath<Root, Value>
  /// The value's offset in `Root`'s inline storage, or -1 when the key path goes through anything else
  /// (a computed property, a class, an optional).
  // NB: Not an optional: a row store's reader captures this, and an `Int` keeps the context it is
  // captured in smaller than an `Int?` would.
  @usableFromInline let offset: Int

  @inlinable
  init(_ keyPath: KeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath) ?? -1
  }

  @inlinable
  func read(_ root: Root) -> Value {
    guard offset >= 0 else { return root[keyPath: keyPath] }
    return withStoredValue(at: offset, in: root) { (value: inout Value) in value }
  }

  /// Calls `body` with the value the key path reads, where it lies in `root` (for a stored property, with
  /// no copy of it).
  ///
  /// - Parameters:
  ///   - root: The value to read from.
  ///   - body: What to do with the value, borrowed.
  /// - Returns: What `body` returned.
  @inlinable
  func withValue<Result>(in root: Root, _ body: (borrowing Value) -> Result) -> Result {
    guard offset >= 0 else { return body(root[keyPath: keyPath]) }
    return withStoredValue(at: offset, in: root) { (value: inout Value) in withBorrowed(&value, body) }
  }

  /// Calls `body` with the value that the optional the key path reads wraps, where it lies in `root`
  /// (for a stored property, with no copy of it); returns `nil` if the optional is `nil`.
  ///
  /// - Parameters:
  ///   - root: The value to read from.
  ///   - body: What to do with the wrapped value, borrowed.
  /// - Returns: What `body` returned, or `nil`.
  @inlinable
  func withWrapped<Wrapped, Result>(in root: Root, _ body: (borrowing Wrapped) -> Result) -> Result?
  where Value == Wrapped? {
    guard offset >= 0 else { return root[keyPath: keyPath].map { body($0) } }
    return withStoredValue(at: offset, in: root) { (value: inout Wrapped?) in
      // NB: The payload is reached by a forced unwrap of the value through `inout`: its own address.
      guard hasValue(&value) else { return nil }
      return withBorrowed(&value!, body)
    }
  }
}
