/// The entries of an ``ElementWatcher``'s rows, by id, and the same entries by the position where each row
/// was last found: what a change of one row, which its collection reports with its position, finds with no
/// hashing (see ``entry(at:)``).
///
/// The table owns its entries through ``byID``. ``byPosition`` refers to them unretained, each at most once,
/// at its ``RowEntry/hint`` (see ``place(_:at:)``); an entry that leaves ``byID`` first leaves its position.
/// So each reference ``byPosition`` holds is to an entry the table owns.
@MainActor
@usableFromInline
struct RowEntryTable<ID: Hashable> {
  /// Every entry, by its row's id.
  @usableFromInline private(set) var byID: [ID: RowEntry] = [:]
  /// The entries by the position where their rows were last found; `nil` where none is known. Another
  /// row's entry may be there: a caller checks whose it is.
  // NB: Not generic, so that the watcher, which runs unspecialized, adds rows with no metadata lookup.
  @usableFromInline private(set) var byPosition: ContiguousArray<Unmanaged<RowEntry>?> = []

  @usableFromInline
  init() {}

  /// How many entries the table holds.
  var count: Int { byID.count }

  /// The entry of the row with the given id.
  subscript(id: ID) -> RowEntry? { byID[id] }

  /// Adds `entry` as the entry of the row with the given id, at its hint, in place of the one it had.
  mutating func insert(_ entry: RowEntry, for id: ID) {
    if let replaced = byID.updateValue(entry, forKey: id) { leavePosition(replaced) }
    place(Unmanaged.passUnretained(entry), at: Int(entry.hint))
  }

  /// Keeps only the entries for which `isKept` is true.
  mutating func keep(where isKept: (RowEntry) -> Bool) {
    var kept: [ID: RowEntry] = [:]
    for (id, entry) in byID {
      // NB: A dropped entry leaves its position while `byID` still holds it, alive.
      if isKept(entry) { kept[id] = entry } else { leavePosition(entry) }
    }
    byID = kept
  }

  /// The entry at `position`, unretained (the table holds it): the entry of the row last found there, if
  /// any, which may not be the row there now; none for -1.
  @inlinable
  func entry(at position: Int) -> Unmanaged<RowEntry>? {
    position >= 0 && position < byPosition.count ? byPosition[position] : nil
  }

  /// The entry of the row with the given id, unretained (the table holds it).
  @inlinable
  func entry(for id: ID) -> Unmanaged<RowEntry>? {
    // NB: Read from the table's storage in place, not copied out of it: no retain.
    guard let index = byID.index(forKey: id) else { return nil }
    return Unmanaged.passUnretained(byID.values[index])
  }

  /// Notes that the row of `entry`, which the table holds, is now found at `position`: its hint, and its
  /// place in ``byPosition``, which it leaves where it was.
  @inlinable
  mutating func place(_ entry: Unmanaged<RowEntry>, at position: Int) {
    leavePosition(entry)
    entry._withUnsafeGuaranteedRef { $0.hint = UInt32(truncatingIfNeeded: position) }
    // NB: Grown as rows are found, never past the collection's size: one slot per position.
    if position >= byPosition.count {
      byPosition.append(contentsOf: repeatElement(nil, count: position + 1 - byPosition.count))
    }
    byPosition[position] = entry
  }

  /// Takes `entry` out of ``byPosition``, if it is at its hint (another entry may have taken its place).
  @usableFromInline
  mutating func leavePosition(_ entry: RowEntry) {
    leavePosition(Unmanaged.passUnretained(entry))
  }

  @inlinable
  mutating func leavePosition(_ entry: Unmanaged<RowEntry>) {
    let position = entry._withUnsafeGuaranteedRef { Int($0.hint) }
    guard position < byPosition.count, byPosition[position]?.toOpaque() == entry.toOpaque() else { return }
    byPosition[position] = nil
  }
}
