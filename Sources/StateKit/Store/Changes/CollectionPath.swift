/// Where an identified collection lives in a state: how to make a row's entry and find which rows
/// changed, and the key paths that name the place (so every row store of one list shares one
/// ``ElementWatcher``). Scoped cores prepend their key paths as the path travels up to the core that
/// watches it. Made where a row store is scoped, in inlinable code, so its closures are specialized.
@MainActor
@usableFromInline
struct CollectionPath<Root, ID: Hashable, Element> {
  /// The entries of the rows that changed, as ``ChangedRows/of(_:since:in:equating:everyRow:)`` finds them.
  @usableFromInline
  typealias ChangedRowsOf =
    @MainActor (
      Root, inout IdentifiedArrayChangeMark?, inout [ID: TypedRowEntry<Element>], Equating<Element>?,
      _ everyRow: Bool
    ) -> ChangedRows

  /// The key paths from `Root` to the collection, outermost first: the place's identity.
  let key: [AnyKeyPath]
  /// A new entry for the row with the given id, showing it as it is in the root; `nil` if it is not there.
  let entry: @MainActor (Root, ID) -> TypedRowEntry<Element>?
  /// The entries to tell after a change of the root; the mark becomes `nil` while the collection does
  /// not exist.
  let changedRows: ChangedRowsOf

  /// The collection at `keyPath`.
  @inlinable
  init(_ keyPath: KeyPath<Root, IdentifiedArray<ID, Element>>) {
    self.init(PropertyReader(keyPath))
  }

  /// The collection that `collection` reads.
  @inlinable
  init(_ collection: PropertyReader<Root, IdentifiedArray<ID, Element>>) {
    // NB: The rows' `==`, made here, specialized for `Element`.
    let specializedEqual = Equating<Element>.equalIfEquatable
    self.init(
      key: [collection.keyPath],
      entry: { root, id in
        collection.withValue(in: root) { elements in
          guard let element = elements._storedElement(id: id) else { return nil }
          return TypedRowEntry(shown: element)
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
    key: [AnyKeyPath], entry: @escaping @MainActor (Root, ID) -> TypedRowEntry<Element>?,
    changedRows: @escaping ChangedRowsOf
  ) {
    self.key = key
    self.entry = entry
    self.changedRows = changedRows
  }

  /// The same collection, seen from a state that holds this path's root at `keyPath`.
  func prepending<Parent>(_ keyPath: KeyPath<Parent, Root>) -> CollectionPath<Parent, ID, Element> {
    CollectionPath<Parent, ID, Element>(
      key: [keyPath] + key,
      entry: { [entry] in entry($0[keyPath: keyPath], $1) },
      changedRows: { [changedRows] in changedRows($0[keyPath: keyPath], &$1, &$2, $3, $4) })
  }

  /// The same collection, seen from a state that holds this path's root at the optional `keyPath`, which
  /// `visit` lends (see ``ChildStateReader/visit``), with no copy of the child's state.
  func prepending<Parent>(
    optional visit: @escaping (Parent, (borrowing Root) -> Void) -> Bool,
    at keyPath: KeyPath<Parent, Root?>
  ) -> CollectionPath<Parent, ID, Element> {
    CollectionPath<Parent, ID, Element>(
      key: [keyPath] + key,
      entry: { [entry] parent, id in
        var made: TypedRowEntry<Element>?
        _ = visit(parent) { made = entry($0, id) }
        return made
      },
      changedRows: { [changedRows] parent, mark, entries, equating, everyRow in
        var rows = ChangedRows()
        guard visit(parent, { rows = changedRows($0, &mark, &entries, equating, everyRow) }) else {
          return ChangedRows.ofMissingCollection(since: &mark, in: entries)
        }
        return rows
      })
  }
}
