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
    // NB: `offset(of:)` returns an offset only for key paths whose value is stored inline in `Root`, at
    // that offset, so that a pointer to the root advanced by it points to an initialized `Value`; the
    // value is copied out while the pointer is valid.
    return withUnsafePointer(to: root) {
      UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
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
    // NB: As in `withWrapped`.
    return withUnsafePointer(to: root) {
      let value = UnsafeMutableRawPointer(mutating: $0).advanced(by: offset)
        .assumingMemoryBound(to: Value.self)
      return withBorrowed(&value.pointee, body)
    }
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
    // NB: As in `read`, the pointer is to an initialized `Value` while the root's pointer is valid. It is
    // made mutable only to reach the wrapped value in place through `inout` (see `withBorrowed`);
    // nothing writes through it, and the memory is the temporary `withUnsafePointer` gives a borrowed
    // value anyway.
    return withUnsafePointer(to: root) {
      let value = UnsafeMutableRawPointer(mutating: $0).advanced(by: offset)
        .assumingMemoryBound(to: Wrapped?.self)
      // NB: The payload is reached by a forced unwrap of the pointee through `inout`: its own address.
      guard hasValue(at: value) else { return nil }
      return withBorrowed(&value.pointee!, body)
    }
  }
}
