/// The entries of an ``ElementWatcher``'s rows, by id and by the position where each row was last found
/// (what a change of one row, reported with its position, finds with no hashing). Each entry is in
/// ``byPosition`` at most once, at its ``RowEntry/hint``, and only while ``byID`` holds it.
@MainActor
@usableFromInline
struct RowEntryTable<ID: Hashable, Element> {
  /// Every entry, by its row's id.
  @usableFromInline private(set) var byID: [ID: TypedRowEntry<Element>] = [:]
  /// The entries by the position where their rows were last found (maybe another row's now).
  @usableFromInline private(set) var byPosition: ContiguousArray<TypedRowEntry<Element>?> = []

  @usableFromInline
  init() {}

  /// How many entries the table holds.
  var count: Int { byID.count }

  /// The entry of the row with the given id.
  @inlinable
  subscript(id: ID) -> TypedRowEntry<Element>? { byID[id] }

  /// Adds `entry` as the entry of the row with the given id, at its hint, in place of the one it had.
  mutating func insert(_ entry: TypedRowEntry<Element>, for id: ID) {
    if let replaced = byID.updateValue(entry, forKey: id) { leavePosition(replaced) }
    place(entry, at: Int(entry.hint))
  }

  /// Keeps only the entries for which `isKept` is true.
  mutating func keep(where isKept: (RowEntry) -> Bool) {
    var kept: [ID: TypedRowEntry<Element>] = [:]
    for (id, entry) in byID {
      if isKept(entry) { kept[id] = entry } else { leavePosition(entry) }
    }
    byID = kept
  }

  /// The entry of the row last found at `position`, if any, which may not be the row there now; none
  /// for -1.
  @inlinable
  func entry(at position: Int) -> TypedRowEntry<Element>? {
    position >= 0 && position < byPosition.count ? byPosition[position] : nil
  }

  /// Notes that the row of `entry`, which the table holds, is now found at `position`.
  @inlinable
  mutating func place(_ entry: TypedRowEntry<Element>, at position: Int) {
    leavePosition(entry)
    entry.hint = UInt32(truncatingIfNeeded: position)
    // NB: Grown as rows are found, never past the collection's size: one slot per position.
    if position >= byPosition.count {
      byPosition.append(contentsOf: repeatElement(nil, count: position + 1 - byPosition.count))
    }
    byPosition[position] = entry
  }

  /// Takes `entry` out of ``byPosition``, if it is at its hint (another entry may have taken its place).
  @inlinable
  mutating func leavePosition(_ entry: TypedRowEntry<Element>) {
    let position = Int(entry.hint)
    guard position < byPosition.count, byPosition[position] === entry else { return }
    byPosition[position] = nil
  }
}
