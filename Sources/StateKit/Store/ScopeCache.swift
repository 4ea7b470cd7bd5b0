/// The stores scoped from one store, held weakly by the way they were scoped: scoping the same store the
/// same way again returns the same child while it lives.
///
/// A store's cache is keyed by ``ScopeID``; a row is also scoped by its element id, in a cache keyed by
/// the ids' own type that the store's cache keeps for each way of scoping rows (see ``rows(for:)``).
/// Released children are dropped whenever the table doubles.
// NB: Not isolated to the main actor, though only main-actor stores hold one: the `filter` closure it
// hands to the standard library would then check the actor on each call.
@usableFromInline
final class ScopeCache<Key: Hashable> {
  /// One child, held weakly.
  @usableFromInline
  struct Entry {
    @usableFromInline weak var child: AnyObject?

    @inlinable init(_ child: AnyObject) { self.child = child }
  }

  @usableFromInline var children: [Key: Entry] = [:]
  /// The count above which the next insertion first drops the released children.
  @usableFromInline var sweepAt = 16
  /// The caches of rows, each a `ScopeCache` of its ids' type, by the way the rows were scoped.
  // NB: Typed by id rather than keyed by `AnyHashable`, an existential per row.
  @usableFromInline var rowCaches: [Key: AnyObject] = [:]

  @inlinable init() {}

  /// The child kept for `key`, if it is alive.
  @inlinable subscript(key: Key) -> AnyObject? { children[key]?.child }

  /// Keeps `child` for `key`, first dropping the released children if the table reached its threshold.
  @inlinable
  func insert(_ child: AnyObject, for key: Key) {
    if children.count >= sweepAt {
      children = children.filter { $0.value.child != nil }
      sweepAt = max(16, children.count * 2)
    }
    children[key] = Entry(child)
  }

  /// The cache of the rows scoped as `key`, by their ids, made with the first.
  @inlinable
  func rows<ID: Hashable>(for key: Key) -> ScopeCache<ID> {
    if let rows = rowCaches[key] as? ScopeCache<ID> { return rows }
    let rows = ScopeCache<ID>()
    rowCaches[key] = rows
    return rows
  }
}

/// One way of scoping a store: the key path of the child state, the child's types, and the place in the
/// code that scoped, which stands for the `action` closure there (closures cannot be compared).
@usableFromInline
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let childState: ObjectIdentifier
  let childAction: ObjectIdentifier
  let file: UInt
  let line: UInt
  let column: UInt

  @usableFromInline
  init(
    _ state: AnyKeyPath, _ childState: Any.Type, _ childAction: Any.Type, _ fileID: StaticString,
    _ line: UInt,
    _ column: UInt
  ) {
    self.state = state
    self.childState = ObjectIdentifier(childState)
    self.childAction = ObjectIdentifier(childAction)
    // NB: A `#fileID` literal is a constant of the binary: its address names the file as its text does.
    self.file = UInt(bitPattern: fileID.utf8Start)
    self.line = line
    self.column = column
  }
}
