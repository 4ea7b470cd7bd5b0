/// The values of shared references at one moment: what a `TestStore` keeps with each state it records,
/// since the state holds the references, not the values.
///
/// ```swift
/// let snapshot = captureSharedValues(in: store.state)
/// state.$stats.withLock { $0.count += 1 }
/// snapshot.reading { state.stats.count }  // the count as it was when the snapshot was taken
/// ```
package struct SharedSnapshot: Sendable {
  /// A root and its value.
  struct Entry: Sendable {
    let root: any AnySharedRoot
    let value: any Sendable
  }

  var entries: [ObjectIdentifier: Entry] = [:]

  /// How many roots are alive: a walk for shared values is skipped when there are none.
  static let liveRoots = LockedState(0)

  /// A snapshot of no value.
  package init() {}

  /// Whether the snapshot holds no value.
  package var isEmpty: Bool { entries.isEmpty }

  /// The keys of the values it holds, sorted: `.inMemory("stats")`, `Shared(value:)`.
  package var keys: [String] { entries.values.map(\.root.keyDescription).sorted() }

  /// Runs `body` with every shared value of this snapshot answering its value in the snapshot.
  ///
  /// Reads of other shared values are live; writes are unchanged (use a ``SharedAssertion`` to write
  /// expected values).
  package func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SharedValueScope.with(.reading(self), body)
  }

  /// Runs `body`, in which `==` of two `Shared` reads the left one's value in `lhs` and the right one's in
  /// `rhs` (or live, for a value neither holds): how a test store compares the expected state, with its
  /// expected shared values, with the actual one.
  package static func comparing<Result>(
    _ lhs: SharedSnapshot, _ rhs: SharedSnapshot, _ body: () throws -> Result
  ) rethrows -> Result {
    try SharedValueScope.with(.comparing(lhs, rhs), body)
  }

  /// The keys of the values both snapshots hold and that differ, sorted: what a failure names.
  package func changedKeys(comparedTo other: SharedSnapshot) -> [String] {
    entries.compactMap { id, entry in
      guard let newer = other.entries[id], !entry.root.isEqual(entry.value, newer.value) else { return nil }
      return entry.root.keyDescription
    }
    .sorted()
  }

  /// This snapshot with the values of `other` added, `other`'s winning where both hold one.
  package func merging(_ other: SharedSnapshot) -> SharedSnapshot {
    var merged = self
    merged.entries.merge(other.entries) { _, newer in newer }
    return merged
  }

  /// This snapshot with the value of every root `other` holds taken from `other`, for the keys named in
  /// `keys`: how a non-exhaustive test store accepts changes it was not told about.
  package func updating(keys: Set<String>, from other: SharedSnapshot) -> SharedSnapshot {
    var updated = self
    for (id, entry) in other.entries where keys.contains(entry.root.keyDescription) {
      updated.entries[id] = entry
    }
    return updated
  }

  /// The value of `reference` in this snapshot, if the snapshot holds its root.
  func value<Value>(of reference: SharedReference<Value>) -> Value? {
    guard let entry = entries[ObjectIdentifier(reference.root)] else { return nil }
    return reference.value(inRoot: entry.value)
  }

  /// Records the value of `root` now, unless it is already recorded; returns whether it was new.
  mutating func record(_ root: any AnySharedRoot) -> Bool {
    let id = ObjectIdentifier(root)
    guard entries[id] == nil else { return false }
    entries[id] = Entry(root: root, value: root.anyValue)
    return true
  }
}
