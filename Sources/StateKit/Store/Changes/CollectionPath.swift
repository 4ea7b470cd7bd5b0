/// Where an identified collection lives in a state: how to read it (`nil` while an optional on the way is
/// `nil`), how to find which of its rows changed, and the chain of key paths that names the place, so
/// that every row store of one list shares one ``ElementWatcher``.
///
/// Scoped cores extend a path as it travels up to the core that can watch it: a scope by key path
/// prepends its key path, a scope to optional state prepends its optional key path. So a row store under
/// a sheet, or under ten scopes, is still told about its own row only.
//
// NB: The path to a list is made where a row store is scoped, in inlinable code, so that the closures
// that read the list and ask it which rows changed are specialized for its ids and elements.
@MainActor
@usableFromInline
struct CollectionPath<Root, ID: Hashable, Element> {
  /// The key paths from `Root` to the collection, outermost first: the place's identity.
  let key: [AnyKeyPath]
  /// Reads the collection, or `nil` while it does not exist.
  let read: (Root) -> IdentifiedArray<ID, Element>?
  /// A new entry for the row with the given id, showing it as it is in the root; `nil` if it is not there.
  let entry: @MainActor (Root, ID) -> TypedRowEntry<Element>?
  /// The entries to tell after a change of the root, given the mark of the collection at the last check
  /// (which it updates), the entries by row, how a row compares with the one last shown, and whether to
  /// compare every row, whatever the collection says changed (after a change of shared values).
  // NB: The entries are passed `inout`: the watcher lends its table where it is, and a check notes in it
  // where it found a row that moved.
  let changedRows:
    @MainActor (
      Root, inout IdentifiedArrayChangeMark?, inout RowEntryTable<ID, Element>, Equating<Element>?,
      _ everyRow: Bool
    ) -> ChangedRows

  /// The collection at `keyPath`.
  @inlinable
  init(_ keyPath: KeyPath<Root, IdentifiedArray<ID, Element>>) {
    self.init(PropertyReader(keyPath))
  }

  /// The collection that `collection` reads.
  @inlinable
  init(_ collection: PropertyReader<Root, IdentifiedArray<ID, Element>>) {
    // NB: The rows' `==`, made here, specialized for `Element`; the watcher's own comparison, made in
    // generic code, serves a row that is not `Equatable`. Both are `Element`'s `==`.
    let specializedEqual = Equating<Element>.equalIfEquatable
    self.init(
      key: [collection.keyPath],
      read: { collection.read($0) },
      entry: { root, id in
        collection.withValue(in: root) { elements in
          var hint: UInt32 = 0
          guard let element = elements.element(id: id, hint: &hint) else { return nil }
          return TypedRowEntry(shown: element, hint: hint)
        }
      },
      changedRows: { root, mark, entries, equating, everyRow in
        collection.withValue(in: root) {
          ChangedRows.of(
            $0, since: &mark, in: &entries, equating: specializedEqual ?? equating, everyRow: everyRow)
        }
      })
  }

  @usableFromInline
  init(
    key: [AnyKeyPath],
    read: @escaping (Root) -> IdentifiedArray<ID, Element>?,
    entry: @escaping @MainActor (Root, ID) -> TypedRowEntry<Element>?,
    changedRows:
      @escaping @MainActor (
        Root, inout IdentifiedArrayChangeMark?, inout RowEntryTable<ID, Element>, Equating<Element>?, Bool
      ) -> ChangedRows
  ) {
    self.key = key
    self.read = read
    self.entry = entry
    self.changedRows = changedRows
  }

  /// The same collection, seen from a state that holds this path's root at `keyPath`.
  func prepending<Parent>(_ keyPath: KeyPath<Parent, Root>) -> CollectionPath<Parent, ID, Element> {
    CollectionPath<Parent, ID, Element>(
      key: [keyPath] + key,
      read: { [read] in read($0[keyPath: keyPath]) },
      entry: { [entry] in entry($0[keyPath: keyPath], $1) },
      changedRows: { [changedRows] in changedRows($0[keyPath: keyPath], &$1, &$2, $3, $4) })
  }

  /// The same collection, seen from a state that holds this path's root at the optional `keyPath`, which
  /// `visit` lends (see ``ChildStateReader/visit``).
  func prepending<Parent>(
    optional visit: @escaping (Parent, (borrowing Root) -> Void) -> Bool,
    at keyPath: KeyPath<Parent, Root?>
  ) -> CollectionPath<Parent, ID, Element> {
    // NB: Through the reader, specialized for the child's type: here, in code generic over it, a read of
    // the optional child would cost a metadata lookup and a copy of the child's state.
    CollectionPath<Parent, ID, Element>(
      key: [keyPath] + key,
      read: { [read] in $0[keyPath: keyPath].flatMap(read) },
      entry: { [entry] parent, id in
        var made: TypedRowEntry<Element>?
        _ = visit(parent) { made = entry($0, id) }
        return made
      },
      changedRows: { [changedRows] parent, mark, entries, equating, everyRow in
        var rows = ChangedRows.none
        guard visit(parent, { rows = changedRows($0, &mark, &entries, equating, everyRow) }) else {
          return ChangedRows.ofMissingCollection(since: &mark, in: &entries)
        }
        return rows
      })
  }
}
