/// Calls `body` with the `Value` stored inline at `offset` in `root`, where it lies: the one place a
/// property's value is reached through its offset (see ``PropertyReader`` and ``PropertyAccess``).
///
/// `offset` must be what `MemoryLayout<Root>.offset(of:)` returned for a key path from `Root` to a
/// `Value`: it returns one only for a key path whose value is stored inline in `Root`, at that offset.
/// So the root's address advanced by it is the address of an initialized `Value`, valid while the root's
/// access lasts: for the call of `body`. A change `body` makes is made where the key path would have made
/// it, and to nothing else of the root.
///
/// - Parameters:
///   - offset: The value's offset in `Root`'s inline storage.
///   - root: The value that holds it.
///   - body: What to do with the value, in place.
/// - Returns: What `body` returned.
@inlinable
@inline(__always)
func withStoredValue<Root, Value, Result>(
  at offset: Int, in root: inout Root, _ body: (inout Value) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &root) {
    body(&UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
  }
}

/// Calls `body` with the `Value` stored inline at `offset` in `root`, a root that is borrowed, not
/// changed: as the one for an `inout` root, but `body` must not write to the value.
///
/// NB: The value is passed `inout` only so that it is reached where it lies (see `withBorrowed`): nothing
/// writes through it, and the memory is the temporary that `withUnsafePointer` gives a borrowed value.
///
/// - Parameters:
///   - offset: The value's offset in `Root`'s inline storage, as `MemoryLayout<Root>.offset(of:)` gave it.
///   - root: The value that holds it.
///   - body: What to do with the value, which it only reads.
/// - Returns: What `body` returned.
@inlinable
@inline(__always)
func withStoredValue<Root, Value, Result>(
  at offset: Int, in root: Root, _ body: (inout Value) -> Result
) -> Result {
  withUnsafePointer(to: root) {
    body(
      &UnsafeMutableRawPointer(mutating: $0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
  }
}
