/// The stores a store has scoped, by the way they were scoped, while they live: scoping the same store
/// the same way again returns the same child.
///
/// A way of scoping is a ``ScopeID``: the key path of the child state, the child's types, and the place in
/// the code that scoped, which stands for the `action` closure there (closures cannot be compared); a row
/// is also scoped by its element id. Children are held weakly.
@MainActor
@usableFromInline
final class ScopeCache {
  /// The children scoped without an element id.
  let children = WeakChildren<ScopeID>()
  /// The children scoped by element id (rows): for each way of scoping, the ``WeakChildren`` of the ids'
  /// type, which the way of scoping fixes.
  // NB: By the ids' own type rather than `AnyHashable`, an existential per row.
  @usableFromInline var elements: [ScopeID: AnyObject] = [:]

  @usableFromInline init() {}

  /// The children scoped as `id` by element id, made with the first.
  @inlinable
  func elements<ID: Hashable>(_ id: ScopeID, by _: ID.Type) -> WeakChildren<ID> {
    if let known = elements[id] as? WeakChildren<ID> { return known }
    let rows = WeakChildren<ID>()
    elements[id] = rows
    return rows
  }
}

/// Children held weakly by key; released ones are dropped whenever the table doubles.
// NB: Not isolated to the main actor, though only a main-actor cache holds one: its `filter` closure,
// handed to the standard library, would then check the actor on each call.
@usableFromInline
final class WeakChildren<Key: Hashable> {
  /// One child, held weakly.
  @usableFromInline
  struct Entry {
    @usableFromInline weak var object: AnyObject?

    @inlinable
    init(object: AnyObject) {
      self.object = object
    }
  }

  @usableFromInline var entries: [Key: Entry] = [:]
  /// The count above which the next insertion first drops the released children.
  @usableFromInline var sweepAt = 16

  @inlinable
  init() {}

  /// The child kept for `key`, if it is alive.
  @inlinable
  func object(for key: Key) -> AnyObject? {
    entries[key]?.object
  }

  /// Keeps `child` for `key`, first dropping the released children if the table reached its threshold.
  @inlinable
  func insert(_ child: AnyObject, for key: Key) {
    if entries.count >= sweepAt {
      entries = entries.filter { $0.value.object != nil }
      sweepAt = max(16, entries.count * 2)
    }
    entries[key] = Entry(object: child)
  }
}

/// One way of scoping a store: see ``ScopeCache``.
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
    state: AnyKeyPath,
    childState: Any.Type,
    childAction: Any.Type,
    fileID: StaticString,
    line: UInt,
    column: UInt
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
