/// The bookkeeping behind ``IdentifiedArray/changes(since:)``: a generation counter, numbered
/// along the array's whole line of copies, and a ring of the ids changed by the last mutations.
///
/// An array shares its log with its copies and makes it unique before writing to it, exactly as
/// it does its element storage: so every array that holds one log at one generation has the
/// same elements. A copy starts a new log (with a new token) that inherits its parent's
/// generation and entries and remembers the parent's token and generation at the fork, so a mark
/// taken on the parent before the fork can be answered from the copy.
//
// NB: Recording and reading are inlinable, with `IdentifiedArray`'s element accesses (see there).
@usableFromInline
final class IdentifiedArrayChangeLog<ID: Hashable> {
  /// One id changed by the mutation that produced `generation`.
  @usableFromInline
  struct Entry {
    @usableFromInline let generation: UInt64
    @usableFromInline let id: ID

    @inlinable
    init(generation: UInt64, id: ID) {
      self.generation = generation
      self.id = id
    }
  }

  /// A log this one descends from, and its generation when this line forked from it. A `nil`
  /// token stands for an array that had no log yet, so was empty.
  struct Ancestor {
    let token: IdentifiedArrayChangeToken?
    let generation: UInt64
  }

  /// How many ids the ring keeps; older changes answer `.unknown`.
  @inlinable
  static var capacity: Int { 32 }

  /// How many forks back a mark can still be recognised.
  static var ancestorLimit: Int { 8 }

  @usableFromInline let token = IdentifiedArrayChangeToken()
  /// The logs this line forked from, newest first (so with non-increasing generations).
  private let ancestors: [Ancestor]
  /// What the log changes as the array is mutated: read and written together, by the log's own methods.
  @usableFromInline
  struct Ring {
    /// The number of mutations recorded along the array's line of copies.
    @usableFromInline var generation: UInt64
    // NB: The ring holds every entry whose generation is greater than `coveredSince`, ordered by
    // generation from `entries[oldest]` (wrapping) to the newest.
    @usableFromInline var coveredSince: UInt64
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var oldest = 0
    /// Where the element of the newest entry was when it was written in place, or -1: the entry of any
    /// other mutation (see ``onlyChange(since:)``).
    @usableFromInline var newestPosition = -1

    @usableFromInline
    init(generation: UInt64, coveredSince: UInt64) {
      self.generation = generation
      self.coveredSince = coveredSince
    }
  }

  // NB: The run-time exclusivity checks of `ring` are off: every row action writes the log and every row
  // store's watcher reads it, and the checks cost more than the work. They can never fire: each access is
  // made by one short method of this log, which runs no code of anyone else's while the access lasts, so
  // no access can overlap another on one thread. No closure is called and no protocol requirement of `ID`
  // is used inside an access; `record(_:)` iterates its ids outside any access; and no entry is freed
  // inside one (which could run a deinit of an `ID`): `append` and `reset` keep what they replace alive
  // until their access has ended. (The checks never look across threads; that one writer holds the only
  // reference is `_uniqueChangeLog()`'s guarantee, see the end of this file.)
  @exclusivity(unchecked) @usableFromInline var ring: Ring

  /// The number of mutations recorded along the array's line of copies.
  @inlinable
  var generation: UInt64 { ring.generation }

  /// Creates the log of an array that had none: one that was empty, or a new array built from
  /// elements (`startsEmpty: false`), whose history nobody can have marked.
  @usableFromInline
  init(startsEmpty: Bool) {
    ancestors = startsEmpty ? [Ancestor(token: nil, generation: 0)] : []
    ring = Ring(generation: 0, coveredSince: 0)
  }

  /// Creates the log a copy of `parent`'s array writes to instead of the shared one.
  @usableFromInline
  init(forking parent: IdentifiedArrayChangeLog) {
    var ancestors: [Ancestor] = []
    ancestors.reserveCapacity(Swift.min(parent.ancestors.count + 1, Self.ancestorLimit))
    ancestors.append(Ancestor(token: parent.token, generation: parent.generation))
    for ancestor in parent.ancestors where ancestors.count < Self.ancestorLimit {
      // NB: A mark older than `coveredSince` is `.unknown` anyway; so is one at a dropped fork.
      guard ancestor.generation >= parent.ring.coveredSince else { break }
      ancestors.append(ancestor)
    }
    self.ancestors = ancestors
    ring = parent.ring
    // NB: Copies the shared ring now, once, at full size, rather than on each of the next appends.
    ring.entries.reserveCapacity(Self.capacity)
  }

  // MARK: - Writing (only by the array that holds the only reference)

  /// Records one mutation that changed the elements with the given ids (none for a reordering).
  func record(_ ids: some Collection<ID>) {
    guard ids.count <= Self.capacity else { return reset() }
    ring.generation += 1
    ring.newestPosition = -1
    for id in ids {
      append(Entry(generation: ring.generation, id: id))
    }
  }

  /// Records one mutation that changed the element with the given id: written in place at `position`, or
  /// inserted, replaced or removed (`position` -1).
  @inlinable
  func record(_ id: ID, at position: Int) {
    ring.generation += 1
    append(Entry(generation: ring.generation, id: id))
    ring.newestPosition = position
  }

  /// Records a mutation too large to list: every earlier mark now answers `.unknown`.
  func reset() {
    ring.generation += 1
    ring.newestPosition = -1
    ring.coveredSince = ring.generation
    // NB: The old entries are freed after the access ends, not during it (see `ring`).
    let removed = ring.entries
    ring.entries.removeAll(keepingCapacity: true)
    withExtendedLifetime(removed) {}
    ring.oldest = 0
  }

  @inlinable
  func append(_ entry: Entry) {
    if ring.entries.count < Self.capacity {
      if ring.entries.isEmpty { ring.entries.reserveCapacity(Self.capacity) }
      ring.entries.append(entry)
    } else {
      // NB: The replaced entry is freed after the access ends, not during it (see `ring`).
      let replaced = ring.entries[ring.oldest]
      ring.coveredSince = replaced.generation
      withExtendedLifetime(replaced) { ring.entries[ring.oldest] = entry }
      ring.oldest = ring.oldest == Self.capacity - 1 ? 0 : ring.oldest + 1
    }
  }

  // MARK: - Reading

  /// The ids changed since `mark`, as `IdentifiedArray.changes(since:)` documents.
  @inlinable
  func changes(since mark: IdentifiedArrayChangeMark) -> IdentifiedArrayChanges<ID> {
    guard let fork = forkGeneration(of: mark.token), mark.generation <= fork else {
      // NB: An unknown token, or a mark taken on the ancestor after this line forked from it
      // (a divergent sibling).
      return .unknown
    }
    if mark.generation == ring.generation { return .unchanged }
    guard ring.coveredSince <= mark.generation else { return .unknown }
    var ids: [ID] = []
    for offset in stride(from: ring.entries.count - 1, through: 0, by: -1) {
      let entry = ring.entries[ringIndex(ring.oldest + offset, count: ring.entries.count)]
      guard entry.generation > mark.generation else { break }
      ids.append(entry.id)
    }
    ids.reverse()
    return .changed(ids)
  }

  /// The id of the one element changed since `mark`, when the marked value is this log's own and a single
  /// mutation of a single element happened since: the common case after an action that changes one row,
  /// answered without building a list. With it, the element's position if it was written in place
  /// (where it still is: nothing happened since), or -1. `nil` otherwise (ask ``changes(since:)``).
  @inlinable
  func onlyChange(since mark: IdentifiedArrayChangeMark) -> (id: ID, position: Int)? {
    guard mark.token === token, mark.generation &+ 1 == ring.generation,
      ring.coveredSince <= mark.generation, !ring.entries.isEmpty
    else { return nil }
    let count = ring.entries.count
    let newest = ring.entries[ringIndex(ring.oldest + count - 1, count: count)]
    guard newest.generation == ring.generation else { return nil }
    if count > 1, ring.entries[ringIndex(ring.oldest + count - 2, count: count)].generation == ring.generation
    {
      return nil
    }
    return (newest.id, ring.newestPosition)
  }

  /// The index in the ring of `position`, counted from its start past `oldest`: `position % count`, for a
  /// `position` below twice `count`.
  // NB: A subtraction rather than `%`: a division, on every check of a watched list, took longer than
  // the rest of `onlyChange(since:)`.
  @inlinable
  func ringIndex(_ position: Int, count: Int) -> Int {
    position >= count ? position - count : position
  }

  /// This log's generation for its own token; the generation at which this line forked for an
  /// ancestor's; `nil` for a token not in this line.
  @usableFromInline
  func forkGeneration(of token: IdentifiedArrayChangeToken?) -> UInt64? {
    if token === self.token { return generation }
    return ancestors.first { $0.token === token }?.generation
  }
}

// NB: The log is written only through `IdentifiedArray._uniqueChangeLog()`, by a `mutating`
// method of the one array value that holds the only strong reference to it (it just created the
// log, or `isKnownUniquelyReferenced` returned true — the same check, with the same memory
// ordering, that makes `Array`'s in-place writes safe). Marks hold the token, never the log, so
// while any other value — on any thread — can read the log, it holds a strong reference, and the
// writer's check fails and it forks instead. Every other path only reads. `token` and
// `ancestors` are immutable and `Sendable` (tokens are immutable), and `Entry` holds `ID`s.
extension IdentifiedArrayChangeLog: @unchecked Sendable where ID: Sendable {}
