/// The observers of the rows of a list that a change may have changed, as a ``CollectionPath`` finds
/// them for an ``ElementWatcher``: not generic, so that the watcher handles no value built on the list's
/// types.
@usableFromInline
enum ChangedRows {
  /// No row changed.
  case none
  /// One row changed: its observers, if it has any.
  case one(RowObserver?)
  /// Several rows, or every row, may have changed: their observers, each row's once.
  case several([RowObserver])

  /// The observers of the rows of `elements` that changed since `mark`, which becomes `elements`' mark.
  ///
  /// Asking the collection costs O(1) plus the number of changed ids, however many rows are observed.
  /// (While the collection does not exist, see ``ofMissingCollection(since:in:)``.)
  @inlinable
  static func of<ID: Hashable, Element>(
    _ elements: borrowing IdentifiedArray<ID, Element>,
    since mark: inout IdentifiedArrayChangeMark?,
    in observers: [ID: RowObserver]
  ) -> ChangedRows {
    let previous = mark
    mark = elements.changeMark
    guard let previous else { return .several(Array(observers.values)) }
    if let id = elements.onlyChangedID(since: previous) { return .one(observers[id]) }
    switch elements.changes(since: previous) {
    case .unchanged:
      return .none
    case .changed(let ids):
      if ids.count == 1 { return .one(observers[ids[0]]) }
      var notified = Set<ID>()
      var lists: [RowObserver] = []
      for id in ids where notified.insert(id).inserted {
        if let list = observers[id] { lists.append(list) }
      }
      return .several(lists)
    case .unknown:
      return .several(Array(observers.values))
    }
  }

  /// Every observer if the collection existed at the last check (whose mark is then cleared), and none if
  /// it did not.
  @usableFromInline
  static func ofMissingCollection<ID: Hashable>(
    since mark: inout IdentifiedArrayChangeMark?,
    in observers: [ID: RowObserver]
  ) -> ChangedRows {
    guard mark != nil else { return .none }
    mark = nil
    return .several(Array(observers.values))
  }
}
