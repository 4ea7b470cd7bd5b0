/// The entries of the rows of a list that a change changed or removed, as a ``CollectionPath`` finds them
/// for an ``ElementWatcher``. Not generic, so the watcher handles no value built on the list's types.
@MainActor
@usableFromInline
enum ChangedRows {
  /// No watched row changed.
  case none
  /// One watched row changed, or was removed: its entry, which knows which (``RowEntry/change``).
  case one(RowEntry)
  /// Several watched rows changed or were removed: their entries, each row's once.
  case several([RowEntry])

  /// The entries of the rows of `elements` that changed since `mark`, which becomes `elements`' mark, each
  /// compared with the row last shown by `equating`: O(1) plus the number of changed ids. With
  /// `everyRow`, every watched row is compared (a shared value a row holds can change with no write).
  @inlinable
  static func of<ID: Hashable, Element>(
    _ elements: borrowing IdentifiedArray<ID, Element>,
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: inout RowEntryTable<ID, Element>,
    equating: Equating<Element>?,
    everyRow: Bool
  ) -> ChangedRows {
    let changed = rows(of: elements, changedSince: mark, in: &entries, equating: equating, everyRow: everyRow)
    elements.advance(&mark)
    return changed
  }

  /// The entries of the rows of `elements` that changed since `mark`: ``of(_:since:in:equating:everyRow:)``
  /// without moving the mark.
  @inlinable
  static func rows<ID: Hashable, Element>(
    of elements: borrowing IdentifiedArray<ID, Element>,
    changedSince mark: IdentifiedArrayChangeMark?,
    in entries: inout RowEntryTable<ID, Element>,
    equating: Equating<Element>?,
    everyRow: Bool
  ) -> ChangedRows {
    guard mark != nil, !everyRow else {
      return checking(entries.byID.keys, of: elements, in: &entries, equating: equating)
    }
    if let (id, position) = elements.onlyChange(since: mark.unsafelyUnwrapped) {
      return checking(id, at: position, of: elements, in: &entries, equating: equating)
    }
    switch elements.changes(since: mark.unsafelyUnwrapped) {
    case .unchanged:
      return .none
    case .changed(let ids):
      if ids.count == 1 { return checking(ids[0], at: -1, of: elements, in: &entries, equating: equating) }
      var seen = Set<ID>()
      let unique = ids.filter { seen.insert($0).inserted }
      return checking(unique, of: elements, in: &entries, equating: equating)
    case .unknown:
      return checking(entries.byID.keys, of: elements, in: &entries, equating: equating)
    }
  }

  /// The entry of the row with the given id, at `position` if known (not -1), if it has something to tell.
  @inlinable
  static func checking<ID: Hashable, Element>(
    _ id: ID,
    at position: Int,
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID, Element>,
    equating: Equating<Element>?
  ) -> ChangedRows {
    guard let entry = check(id, at: position, of: elements, in: &entries, equating: equating) else {
      return .none
    }
    return .one(entry)
  }

  /// The entries of the rows with the given ids (each once) that have something to tell, in order.
  @inlinable
  static func checking<ID: Hashable, Element>(
    _ ids: some Sequence<ID>,
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID, Element>,
    equating: Equating<Element>?
  ) -> ChangedRows {
    var changed: [RowEntry] = []
    for id in ids {
      if let entry = check(id, at: -1, of: elements, in: &entries, equating: equating) {
        changed.append(entry)
      }
    }
    return changed.isEmpty ? .none : .several(changed)
  }

  /// The entry of the row with the given id, at `position` if known (not -1), if it has something to
  /// tell: the row was removed, or differs from the one last shown.
  @inlinable
  static func check<ID: Hashable, Element>(
    _ id: ID,
    at position: Int,
    of elements: IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID, Element>,
    equating: Equating<Element>?
  ) -> TypedRowEntry<Element>? {
    // NB: The entry found where the row was written may be another row's that was there before.
    var found = entries.entry(at: position)
    if let entry = found, elements._idOf(entry.shown) != id { found = nil }
    guard let entry = found ?? entries[id], !entry.isDetached else { return nil }
    var hint = entry.hint
    let element: Element?
    if position >= 0 {
      // NB: Where the change log says the row was written, it still is (see `onlyChange(since:)`).
      hint = UInt32(truncatingIfNeeded: position)
      element = elements._elements[position]
    } else {
      element = elements.element(id: id, hint: &hint)
    }
    if hint != entry.hint { entries.place(entry, at: Int(hint)) }
    return entry.noteCheck(element, equating: equating) ? entry : nil
  }

  /// Every entry, each noted removed, if the collection existed at the last check; none if it did not.
  @usableFromInline
  static func ofMissingCollection<ID: Hashable, Element>(
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: inout RowEntryTable<ID, Element>
  ) -> ChangedRows {
    guard mark != nil else { return .none }
    mark = nil
    let removed: [RowEntry] = entries.byID.values.filter { !$0.isDetached }
    for entry in removed { entry.change = .removed }
    return removed.isEmpty ? .none : .several(removed)
  }
}
