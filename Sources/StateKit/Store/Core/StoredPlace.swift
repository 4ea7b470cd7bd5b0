/// Where a value is stored inline in a root core's state: the root, and the address, fixed for the
/// root's lifetime. A store scoped by key paths and a publisher of a stored property read there.
@MainActor
@usableFromInline
struct StoredPlace {
  // NB: Unretained: whoever keeps a place holds the root for as long as it reads (a scoped core holds
  // its parent; a publisher's subscription keeps its source alive).
  @usableFromInline let unretainedRoot: Unmanaged<CoreNode>
  @usableFromInline let address: UnsafeRawPointer

  @usableFromInline
  init(root: CoreNode, address: UnsafeRawPointer) {
    self.unretainedRoot = .passUnretained(root)
    self.address = address
  }

  @inlinable var root: CoreNode { unretainedRoot.takeUnretainedValue() }

  /// The place of the property stored `offset` bytes into the value here (see
  /// `MemoryLayout.offset(of:)`).
  @inlinable func advanced(by offset: Int) -> StoredPlace {
    StoredPlace(root: root, address: address.advanced(by: offset))
  }

  /// The value stored here, which must be a `Value`. Stops with a message if the root's reducer is
  /// changing its state right now (see ``CoreNode/checkNotReducing()``).
  @inlinable func read<Value>(_: Value.Type = Value.self) -> Value {
    withObject(unretainedRoot) { $0.checkNotReducing() }
    return address.assumingMemoryBound(to: Value.self).pointee
  }
}
