/// The entries of an ``ElementWatcher``'s rows, by id, and the same entries by the position where each row
/// was last seen: what a change of one row, which its collection reports with its position, finds with no
/// hashing (see ``entry(for:at:)``).
///
/// The table owns its entries through ``byID``; ``byPosition`` refers to them unretained, and is emptied
/// whenever an entry leaves ``byID``, so each reference it holds is to an entry the table owns.
@MainActor
@usableFromInline
struct RowEntryTable<ID: Hashable> {
  /// An entry and the id of its row, at the position where the row was last seen.
  @usableFromInline
  struct Slot {
    @usableFromInline let id: ID
    @usableFromInline let entry: Unmanaged<RowEntry>

    @usableFromInline
    init(id: ID, entry: Unmanaged<RowEntry>) {
      self.id = id
      self.entry = entry
    }
  }

  /// Every entry, by its row's id.
  @usableFromInline private(set) var byID: [ID: RowEntry] = [:]
  /// The entries by the position where their rows were last seen; `nil` where none is known. A row that
  /// moved is found by id, and noted at its new position.
  @usableFromInline var byPosition: ContiguousArray<Slot?> = []

  @usableFromInline
  init() {}

  /// How many entries the table holds.
  var count: Int { byID.count }

  /// The entry of the row with the given id.
  subscript(id: ID) -> RowEntry? { byID[id] }

  /// Adds `entry` as the entry of the row with the given id, last seen at `position`, in place of the one
  /// it had.
  mutating func insert(_ entry: RowEntry, for id: ID, at position: Int) {
    if byID.updateValue(entry, forKey: id) != nil { byPosition.removeAll(keepingCapacity: true) }
    note(Unmanaged.passUnretained(entry), for: id, at: position)
  }

  /// Keeps only the entries for which `isKept` is true.
  mutating func keep(where isKept: (RowEntry) -> Bool) {
    // NB: The positions first, while every entry they refer to is alive.
    for position in byPosition.indices {
      guard let slot = byPosition[position], !isKept(slot.entry.takeUnretainedValue()) else { continue }
      byPosition[position] = nil
    }
    byID = byID.filter { isKept($0.value) }
  }

  /// The entry of the row with the given id, unretained (the table holds it), looked up where the row is,
  /// at `position`, when that is known (not -1), and by id otherwise.
  @inlinable
  mutating func entry(for id: ID, at position: Int) -> Unmanaged<RowEntry>? {
    if position >= 0, position < byPosition.count, let slot = byPosition[position], slot.id == id {
      return slot.entry
    }
    // NB: Read from the table's storage in place, not copied out of it: no retain.
    guard let index = byID.index(forKey: id) else { return nil }
    let entry = Unmanaged.passUnretained(byID.values[index])
    if position >= 0 { note(entry, for: id, at: position) }
    return entry
  }

  /// Notes `entry`, of the row with the given id, at `position`.
  @inlinable
  mutating func note(_ entry: Unmanaged<RowEntry>, for id: ID, at position: Int) {
    // NB: Grown as rows are seen, never past the collection's size: one slot per position.
    if position >= byPosition.count {
      byPosition.append(contentsOf: repeatElement(nil, count: position + 1 - byPosition.count))
    }
    byPosition[position] = Slot(id: id, entry: entry)
  }
}
