/// The stores a store has scoped, by the way they were scoped, while they live: scoping the same store
/// the same way again returns the same child.
///
/// A way of scoping is a ``ScopeID``: the key path of the child state, the child's types, and the place in
/// the code that scoped, which stands for the `action` closure there (closures cannot be compared); a row
/// is also scoped by its element id. Children are held weakly.
@MainActor
@usableFromInline
final class ScopeCache {
  /// The children scoped without an element id, by the way they were scoped.
  private var children = WeakChildren<ScopeID>()
  /// The children scoped by element id (rows): for each way of scoping, the ``ElementChildren`` of the
  /// ids' type, which the way of scoping fixes.
  // NB: By the ids' own type rather than `AnyHashable`, an existential per row.
  @usableFromInline var elements: [ScopeID: AnyObject] = [:]

  @usableFromInline init() {}

  /// The child scoped as `id`, without an element id, if it is alive.
  @usableFromInline
  func child(_ id: ScopeID) -> AnyObject? {
    children.object(for: id)
  }

  /// The child scoped as `id` for the element `element` (a row), if it is alive.
  @inlinable
  func child<ID: Hashable>(_ id: ScopeID, element: ID) -> AnyObject? {
    (elements[id] as? ElementChildren<ID>)?.children.object(for: element)
  }

  /// Keeps `child` as the one scoped as `id`, without an element id.
  @usableFromInline
  func insert(_ child: AnyObject, for id: ScopeID) {
    children.insert(child, for: id)
  }

  /// Keeps `child` as the one scoped as `id` for the element `element` (a row).
  @inlinable
  func insert<ID: Hashable>(_ child: AnyObject, for id: ScopeID, element: ID) {
    let rows: ElementChildren<ID>
    if let known = elements[id] as? ElementChildren<ID> {
      rows = known
    } else {
      rows = ElementChildren()
      elements[id] = rows
    }
    rows.children.insert(child, for: element)
  }
}

/// The children of one way of scoping by element id, by id.
@MainActor
@usableFromInline
final class ElementChildren<ID: Hashable> {
  @usableFromInline var children = WeakChildren<ID>()

  @usableFromInline init() {}
}

/// Children held weakly by key; released ones are dropped whenever the table doubles.
// NB: Not isolated to the main actor, though only a main-actor cache holds one: its `filter` closure,
// handed to the standard library, would then check the actor on each call.
@usableFromInline
struct WeakChildren<Key: Hashable> {
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
  mutating func insert(_ child: AnyObject, for key: Key) {
    if entries.count >= sweepAt { sweep() }
    entries[key] = Entry(object: child)
  }

  /// Drops the released children, and sets the next threshold to twice the children left.
  @inlinable
  mutating func sweep() {
    entries = entries.filter { $0.value.object != nil }
    sweepAt = max(16, entries.count * 2)
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
