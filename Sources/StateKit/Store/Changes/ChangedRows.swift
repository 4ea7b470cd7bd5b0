/// The entries of the rows of a list that a change changed or removed, as a ``CollectionPath`` finds
/// them for an ``ElementWatcher``: not generic, so that the watcher handles no value built on the list's
/// types.
@MainActor
@usableFromInline
enum ChangedRows {
  /// No watched row changed.
  case none
  /// One watched row changed, or was removed: its entry, which knows which (``RowEntry/change``).
  case one(RowEntry)
  /// Several watched rows changed or were removed: their entries, each row's once.
  case several([RowEntry])

  /// The entries of the rows of `elements` that changed since `mark`, which becomes `elements`' mark,
  /// each compared with the row last shown by `equating` (see ``TypedRowEntry/noteCheck(_:equating:)``).
  ///
  /// Asking the collection costs O(1) plus the number of changed ids, however many rows are watched.
  /// (While the collection does not exist, see ``ofMissingCollection(since:in:)``.)
  @inlinable
  static func of<ID: Hashable, Element>(
    _ elements: borrowing IdentifiedArray<ID, Element>,
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: [ID: RowEntry],
    equating: Equating<Element>?
  ) -> ChangedRows {
    let previous = mark
    mark = elements.changeMark
    guard let previous else { return checkingEvery(of: elements, in: entries, equating: equating) }
    if let id = elements.onlyChangedID(since: previous) {
      return check(id, of: elements, in: entries, equating: equating).map { .one($0) } ?? .none
    }
    switch elements.changes(since: previous) {
    case .unchanged:
      return .none
    case .changed(let ids):
      if ids.count == 1 {
        return check(ids[0], of: elements, in: entries, equating: equating).map { .one($0) } ?? .none
      }
      var checked = Set<ID>()
      var changed: [RowEntry] = []
      for id in ids where checked.insert(id).inserted {
        if let entry = check(id, of: elements, in: entries, equating: equating) { changed.append(entry) }
      }
      return changed.isEmpty ? .none : .several(changed)
    case .unknown:
      return checkingEvery(of: elements, in: entries, equating: equating)
    }
  }

  /// The entry of the row with the given id if it has something to tell: the row was removed, or differs
  /// from the one last shown.
  @inlinable
  static func check<ID: Hashable, Element>(
    _ id: ID,
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: [ID: RowEntry],
    equating: Equating<Element>?
  ) -> RowEntry? {
    guard let entry = entries[id], !entry.isDetached else { return nil }
    // NB: Every entry of a watcher of `Element` rows is made for them (see `ElementWatcher.add`).
    let row = unsafeDowncast(entry, to: TypedRowEntry<Element>.self)
    return row.noteCheck(elements.element(id: id, hint: &row.hint), equating: equating) ? entry : nil
  }

  /// Every watched row's entry that has something to tell: for a change the collection cannot describe.
  @inlinable
  static func checkingEvery<ID: Hashable, Element>(
    of elements: borrowing IdentifiedArray<ID, Element>,
    in entries: [ID: RowEntry],
    equating: Equating<Element>?
  ) -> ChangedRows {
    var changed: [RowEntry] = []
    for id in entries.keys {
      if let entry = check(id, of: elements, in: entries, equating: equating) { changed.append(entry) }
    }
    return changed.isEmpty ? .none : .several(changed)
  }

  /// Every entry, each noted removed, if the collection existed at the last check (whose mark is then
  /// cleared); none if it did not.
  @usableFromInline
  static func ofMissingCollection<ID: Hashable>(
    since mark: inout IdentifiedArrayChangeMark?,
    in entries: [ID: RowEntry]
  ) -> ChangedRows {
    guard mark != nil else { return .none }
    mark = nil
    let removed = entries.values.filter { !$0.isDetached }
    for entry in removed { entry.change = .removed }
    return removed.isEmpty ? .none : .several(removed)
  }
}
