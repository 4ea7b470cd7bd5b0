/// The entries of the rows of a list that a change changed or removed, each row's once, as a
/// ``CollectionPath`` finds them for an ``ElementWatcher``, which tells them once the check is over. Not
/// generic, so the watcher handles no value built on the list's types.
@MainActor
@usableFromInline
struct ChangedRows {
  /// The first entry found: most changes change one row.
  @usableFromInline var first: RowEntry?
  /// The entries found after the first.
  @usableFromInline var rest: [RowEntry] = []

  @usableFromInline init() {}

  @inlinable
  mutating func append(_ entry: RowEntry) {
    if first == nil { first = entry } else { rest.append(entry) }
  }

  /// Tells each entry, in the order found, what its check found (see ``RowEntry/tell(countingIn:)``).
  func tell(countingIn session: DebugSession?) {
    first?.tell(countingIn: session)
    for entry in rest { entry.tell(countingIn: session) }
  }

  /// The entries of the rows of `elements` that changed since `mark`, which becomes `elements`' mark, each
  /// compared with the row last shown by `equating`: O(1) plus the number of changed ids. With
  /// `everyRow`, or when the change log cannot tell, every watched row is compared (a shared value a row
  /// holds can change with no write).
  @inlinable
  static func of<ID: Hashable, Element>(
    _ elements: IdentifiedArray<ID, Element>,
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: inout [ID: TypedRowEntry<Element>],
    equating: Equating<Element>?,
    everyRow: Bool
  ) -> ChangedRows {
    var changed = ChangedRows()
    let isKnown =
      !everyRow
      && elements.forEachChange(since: mark) { id, position in
        guard let entry = entries[id] else { return }
        // NB: Where the change log says the row was written, it still is (see `onlyChange(since:)`).
        let element = position >= 0 ? elements._elements[position] : elements._storedElement(id: id)
        if entry.noteCheck(element, equating: equating) { changed.append(entry) }
      }
    if !isKnown {
      for (id, entry) in entries where entry.noteCheck(elements._storedElement(id: id), equating: equating) {
        changed.append(entry)
      }
    }
    elements.advance(&mark)
    return changed
  }

  /// Every entry, each noted removed, if the collection existed at the last check; none if it did not.
  @usableFromInline
  static func ofMissingCollection<ID: Hashable, Element>(
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: [ID: TypedRowEntry<Element>]
  ) -> ChangedRows {
    var removed = ChangedRows()
    guard mark != nil else { return removed }
    mark = nil
    for entry in entries.values where !entry.isDetached {
      entry.change = .removed
      removed.append(entry)
    }
    return removed
  }
}
