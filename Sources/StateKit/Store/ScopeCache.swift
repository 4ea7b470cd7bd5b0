/// The stores a store has scoped, by the way they were scoped, while they live: scoping the same store
/// the same way again returns the same child, so a view that scopes on every render allocates nothing.
///
/// A way of scoping is a ``ScopeID``: the key path (and element id) of the child state, the child's types,
/// and the place in the code that scoped, which stands for the `action` closure there (closures cannot be
/// compared). Children are held weakly; a child store of optional state whose instance is gone is made
/// anew.
@MainActor
@usableFromInline
final class ScopeCache {
  private var children: [ScopeID: WeakReference<AnyObject>] = [:]
  /// The count above which the next insertion first drops the released children.
  private var sweepAt = 16

  @usableFromInline init() {}

  /// The child scoped as `id`, if it is alive.
  @usableFromInline
  func child(_ id: ScopeID) -> AnyObject? {
    children[id]?.object
  }

  /// Keeps `child` as the one scoped as `id`.
  @usableFromInline
  func insert(_ child: AnyObject, for id: ScopeID) {
    if children.count >= sweepAt {
      children = children.filter { $0.value.object != nil }
      sweepAt = max(16, children.count * 2)
    }
    children[id] = WeakReference(child)
  }
}

/// One way of scoping a store: see ``ScopeCache``.
@usableFromInline
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let element: AnyHashable?
  let childState: ObjectIdentifier
  let childAction: ObjectIdentifier
  let file: UnsafeRawPointer
  let line: UInt
  let column: UInt

  @usableFromInline
  init(
    state: AnyKeyPath,
    element: AnyHashable? = nil,
    childState: Any.Type,
    childAction: Any.Type,
    fileID: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.state = state
    self.element = element
    self.childState = ObjectIdentifier(childState)
    self.childAction = ObjectIdentifier(childAction)
    // NB: A `#fileID` literal is a constant of the binary: its address names the file as its text does.
    self.file = UnsafeRawPointer(fileID.utf8Start)
    self.line = line
    self.column = column
  }
}
