/// One use of an embedding function, as a key: where it is written, and for which enum and payload types.
@usableFromInline
struct CaseSiteKey: Hashable, Sendable {
  /// The address of the call's `#fileID` literal, which identifies its file.
  let file: UInt
  let line: UInt
  let column: UInt
  let root: UInt
  let payload: UInt

  init(fileID: StaticString, line: UInt, column: UInt, root: Any.Type, payload: Any.Type) {
    // NB: `#fileID` is a literal, so its text has a fixed address for the life of the process; a
    // `StaticString` made of a single scalar has none, and then its value stands in for it.
    self.file =
      fileID.hasPointerRepresentation
      ? UInt(bitPattern: fileID.utf8Start) : UInt(fileID.unicodeScalar.value)
    self.line = line
    self.column = column
    self.root = UInt(bitPattern: ObjectIdentifier(root))
    self.payload = UInt(bitPattern: ObjectIdentifier(payload))
  }

  /// A hash of the key, cheaper than `Hasher`'s: it spreads the bits of addresses and small numbers well
  /// enough for a table of call sites.
  var mixed: UInt {
    let bits = file ^ (line &<< 17) ^ (column &<< 9) ^ (root &>> 3) ^ (payload &<< 5)
    return bits &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
  }

  /// Where a table of `slotCount` slots, a power of two, starts looking for the key.
  func slot(among slotCount: Int) -> Int {
    // NB: The high bits of a multiplicative hash are its best mixed.
    Int(truncatingIfNeeded: mixed &>> UInt(UInt.bitWidth - slotCount.trailingZeroBitCount))
  }
}

/// What StateKit knows about the embedding function of one call site.
enum CaseResolution: Sendable, Equatable {
  /// The case it builds is not known yet: one of `tags` (any case, if `nil`), to be confirmed on the
  /// first value of one of them.
  case learning(tags: [UInt32]?)
  /// It builds the case `tag`, whose payload is read as `read` says.
  case resolved(tag: UInt32, read: PayloadRead)
  /// It is not an enum case's embedding function, and that was reported: nothing matches it.
  case invalid
}

/// The resolution of every call site, shared by every thread: read for every action a case is looked for
/// in, so kept in a small open-addressing table under a lock rather than in a `Dictionary`, whose hashing
/// alone costs more than the rest of the lookup; and, once final, read without the lock where the
/// platform has atomics (see ``PublishedCaseSites``).
@usableFromInline
enum CaseSites {
  private static let table = LockedState(Table())

  /// A site's final resolution and the case it learned (`nil` when it is not a case's), as the table
  /// published without a lock holds them.
  typealias Published = (resolution: CaseResolution, learnedCase: LearnedCase?)

  /// The resolution of `key`, or `nil` before its first use.
  static func resolution(of key: CaseSiteKey) -> CaseResolution? {
    if let published = published(key) { return published.resolution }
    return table.withLock { $0.resolution(of: key) }
  }

  /// The case `key` builds and how its payloads are read, once learned; `nil` while it learns, and for
  /// a site that is not a case's.
  @usableFromInline
  static func learnedCase(of key: CaseSiteKey) -> LearnedCase? {
    if let published = published(key) { return published.learnedCase }
    // NB: The locked table alone: a site the published table does not hold is still learning (or past
    // its room), and `resolution(of:)` would probe the published table again.
    return table.withLock { $0.resolution(of: key) }.flatMap(LearnedCase.init)
  }

  /// What the table published without a lock holds for `key`, where the platform has atomics (see
  /// ``PublishedCaseSites``): its final resolution and the case it learned; `nil` if it holds nothing.
  private static func published(_ key: CaseSiteKey) -> Published? {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return PublishedCaseSites.shared.published(key)
      }
    #endif
    return nil
  }

  /// Records what was learned about `key`, unless it was already decided (by another thread); returns
  /// the resolution now in force, and whether it is the one given.
  @discardableResult
  static func record(
    _ resolution: CaseResolution,
    for key: CaseSiteKey
  ) -> (resolution: CaseResolution, isNew: Bool) {
    table.withLock { table in
      if let decided = table.resolution(of: key), !decided.isLearning {
        return (decided, false)
      }
      table.set(resolution, for: key)
      #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !resolution.isLearning {
          PublishedCaseSites.shared.publish(resolution, for: key)
        }
      #endif
      return (resolution, true)
    }
  }

  /// Open addressing with linear probing, at most half full; entries are never removed.
  private struct Table {
    private var slots: [(key: CaseSiteKey, resolution: CaseResolution)?] = Array(repeating: nil, count: 64)
    private var count = 0

    func resolution(of key: CaseSiteKey) -> CaseResolution? {
      var index = slot(for: key)
      while let entry = slots[index] {
        if entry.key == key { return entry.resolution }
        index = (index + 1) & (slots.count - 1)
      }
      return nil
    }

    mutating func set(_ resolution: CaseResolution, for key: CaseSiteKey) {
      var index = slot(for: key)
      while let entry = slots[index], entry.key != key {
        index = (index + 1) & (slots.count - 1)
      }
      if slots[index] == nil {
        count += 1
      }
      slots[index] = (key, resolution)
      if count * 2 > slots.count { grow() }
    }

    private func slot(for key: CaseSiteKey) -> Int {
      key.slot(among: slots.count)
    }

    private mutating func grow() {
      let entries = slots.compactMap { $0 }
      slots = Array(repeating: nil, count: slots.count * 2)
      count = 0
      for entry in entries { set(entry.resolution, for: entry.key) }
    }
  }
}

/// The case a site builds and how its payloads are read, once learned: what a lookup of a case, inlined
/// where it is made, needs to read the payload in code specialized for the types.
@usableFromInline
struct LearnedCase: Sendable {
  /// The case's tag.
  @usableFromInline let tag: UInt32
  /// How its payload is read.
  @usableFromInline let read: PayloadRead

  /// The case `resolution` resolved, if it did.
  init?(_ resolution: CaseResolution) {
    guard case .resolved(let tag, let read) = resolution else { return nil }
    (self.tag, self.read) = (tag, read)
  }
}

/// How the payload of a value of a resolved case is read.
@usableFromInline
enum PayloadRead: Sendable, Equatable {
  /// Straight from the value: the case keeps its payload in place, and projecting it changes none of the
  /// payload's bytes (a single-payload enum, a tag kept in bytes after the payload, or a tag of 0).
  case direct
  /// From a copy of the value, projected: the case keeps its payload in place, with its tag in bits of it
  /// that projecting clears.
  case projected
  /// From the heap box an `indirect` case keeps its payload in, which a copy of the value, projected,
  /// points to: checked when learned against the payload `Mirror` read.
  case boxed
  /// Through `Mirror`: a case whose records StateKit could not read, or whose box did not hold what
  /// `Mirror` read.
  case mirror
}

extension CaseResolution {
  fileprivate var isLearning: Bool {
    if case .learning = self { true } else { false }
  }
}
