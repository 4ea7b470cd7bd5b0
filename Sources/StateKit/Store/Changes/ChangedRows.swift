/// The entries of the rows of a list that a change changed or removed, as a ``CollectionPath`` finds
/// them for an ``ElementWatcher``: not generic, so that the watcher handles no value built on the list's
/// types.
@MainActor
@usableFromInline
enum ChangedRows {
  /// No watched row changed.
  case none
  /// One watched row changed, or was removed: its entry, which knows which (``RowEntry/change``).
  // NB: Unretained: the watcher's table holds the entry, and drops none while it checks and tells them
  // (see `ElementWatcher.isChecking`). Retained, a change of one row made three atomic operations on the
  // entry, whose line, at 10,000 rows, is one a change waits for.
  case one(Unmanaged<RowEntry>)
  /// Several watched rows changed or were removed: their entries, each row's once.
  case several([RowEntry])

  /// The entries of the rows of `elements` that changed since `mark`, which becomes `elements`' mark,
  /// each compared with the row last shown by `equating` (see ``TypedRowEntry/noteCheck(_:equating:)``).
  ///
  /// Asking the collection costs O(1) plus the number of changed ids, however many rows are watched.
  /// With `everyRow`, every watched row is compared instead: a shared value a row holds can change while
  /// nothing writes the row. (While the collection does not exist, see ``ofMissingCollection(since:in:)``.)
  @inlinable
  static func of<ID: Hashable, Element>(
    _ elements: borrowing IdentifiedArray<ID, Element>,
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: inout RowEntryTable<ID>,
    equating: Equating<Element>?,
    everyRow: Bool
  ) -> ChangedRows {
    // NB: The mark moves on after the answer, in place: taking a copy of it first, and then the
    // collection's new mark, retained and released its token twice on every check.
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
    in entries: inout RowEntryTable<ID>,
    equating: Equating<Element>?,
    everyRow: Bool
  ) -> ChangedRows {
    // NB: The mark is read where it is, not bound: a binding copied it, retaining its token.
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

  /// The entry of the row with the given id, at `position` if known (not -1), if it has something to tell
  /// (see ``check(_:at:of:in:equating:)``).
  @inlinable
  static func checking<ID: Hashable, Element>(
    _ id: ID,
    at position: Int,
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID>,
    equating: Equating<Element>?
  ) -> ChangedRows {
    guard let entry = check(id, at: position, of: elements, in: &entries, equating: equating) else {
      return .none
    }
    return .one(entry)
  }

  /// The entries of the rows with the given ids, each id once, that have something to tell (see
  /// ``check(_:at:of:in:equating:)``), in the order of `ids`.
  @inlinable
  static func checking<ID: Hashable, Element>(
    _ ids: some Sequence<ID>,
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID>,
    equating: Equating<Element>?
  ) -> ChangedRows {
    var changed: [RowEntry] = []
    for id in ids {
      if let entry = check(id, at: -1, of: elements, in: &entries, equating: equating) {
        changed.append(entry.takeUnretainedValue())
      }
    }
    return changed.isEmpty ? .none : .several(changed)
  }

  /// The entry of the row with the given id, at `position` if known (not -1), if it has something to
  /// tell: the row was removed, or differs from the one last shown. Unretained: `entries` holds it (see
  /// ``one(_:)``).
  @inlinable
  static func check<ID: Hashable, Element>(
    _ id: ID,
    at position: Int,
    of elements: IdentifiedArray<ID, Element>,
    in entries: inout RowEntryTable<ID>,
    equating: Equating<Element>?
  ) -> Unmanaged<RowEntry>? {
    // NB: Every entry of a watcher of `Element` rows is made for them (see `ElementWatcher.add`). An entry
    // is reached unretained, through `withObject`: the table holds it. (The collection is not a
    // `borrowing` parameter, as its callers' are: the first of those closures reads its id reader.)
    var found = entries.entry(at: position)
    // NB: The entry found where the row was written is this row's if the row it shows has its id; the
    // row may have moved there since it was last found, where another row's entry still is.
    if let entry = found,
      withObject(entry, { elements._idOf(unsafeDowncast($0, to: TypedRowEntry<Element>.self).shown) != id })
    {
      found = nil
    }
    guard let entry = found ?? entries.entry(for: id) else { return nil }
    var hint: UInt32 = 0
    let isDetached = withObject(entry) {
      hint = $0.hint
      return $0.isDetached
    }
    guard !isDetached else { return nil }
    let lastHint = hint
    let element: Element?
    if position >= 0 {
      // NB: Where the change log says the row was written, it still is (see `onlyChange(since:)`): read
      // there, without the ids' storage that confirms a hint (at 10,000 rows, a cache miss).
      hint = UInt32(truncatingIfNeeded: position)
      element = elements._elements[position]
    } else {
      element = elements.element(id: id, hint: &hint)
    }
    if hint != lastHint { entries.place(entry, at: Int(hint)) }
    let hasNews = withObject(entry) {
      unsafeDowncast($0, to: TypedRowEntry<Element>.self).noteCheck(element, equating: equating)
    }
    return hasNews ? entry : nil
  }

  /// Every entry, each noted removed, if the collection existed at the last check (whose mark is then
  /// cleared); none if it did not.
  @usableFromInline
  static func ofMissingCollection<ID: Hashable>(
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: inout RowEntryTable<ID>
  ) -> ChangedRows {
    guard mark != nil else { return .none }
    mark = nil
    let removed = entries.byID.values.filter { !$0.isDetached }
    for entry in removed { entry.change = .removed }
    return removed.isEmpty ? .none : .several(removed)
  }
}
