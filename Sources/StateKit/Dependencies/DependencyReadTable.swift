/// What each `@Dependency` answered in one set of live values, by key path: a read of a dependency in a
/// reducer costs a lookup here, not the projection of a computed key path (which costs several times as
/// much) and a lookup of the key's value.
///
/// An answer stays true for as long as the values exist: they never change, nor do live values once
/// created. The table keeps every key path it holds, so that its address is not reused by another one.
///
/// Not synchronized: ``DependencyReads`` locks around one, and ``ThreadDependencyReads`` keeps one per
/// thread.
final class DependencyReadTable {
  /// One slot of the table: a key path's address (0 for an empty slot) and the box of its answer.
  private struct Slot {
    var key: UInt
    var box: UnretainedBox?
  }

  /// An open-addressing table of slots, at most half full. An unsafe buffer of trivial values rather than
  /// a `Dictionary`, which would hash with SipHash and retain what it returns: either costs more than the
  /// rest of a read.
  // NB: Memory-safe because (1) the buffer is empty or has a power of two of at least 8 slots, every one
  // initialized at once (`initialize(repeating:)`); (2) every index is masked by `count - 1` or starts
  // from `start(of:in:)`, which is below `count`; (3) the table is at most half full, so every probe
  // meets an empty slot and ends; (4) an old buffer is deallocated only after its slots were copied, and
  // the current one once, in `deinit`, with no deinitialization: a slot is trivial (an address and an
  // unretained reference); (5) the unretained boxes stay alive in `kept`, which is released only with the
  // table; (6) the table is never used by two threads at once (see above).
  private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)
  /// What the table refers to without retaining it: every key path and box, kept alive here.
  private var kept: [(keyPath: AnyKeyPath, box: AnyObject)] = []

  /// How many answers a table keeps at most: key paths made at run time, rather than written in the
  /// source, would otherwise grow the default values' without end.
  private static var capacity: Int { 4_096 }

  /// Creates an empty table, which allocates nothing until it keeps an answer: the values of a
  /// ``Reducer/dependency(_:_:)`` are made anew for every action, and may never be read.
  init() {}

  deinit {
    slots.deallocate()
  }

  /// The box of what the key path `keyPath` identifies answered, if it was kept, unretained: the table
  /// keeps it for as long as the table exists.
  func box(for keyPath: ObjectIdentifier) -> UnretainedBox? {
    let key = UInt(bitPattern: keyPath)
    guard !slots.isEmpty else { return nil }
    var index = Self.start(of: key, in: slots.count)
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.box }
      if slot.key == 0 { return nil }
      index = (index + 1) & (slots.count - 1)
    }
  }

  /// Keeps `box`, what `keyPath` answered.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    let key = UInt(bitPattern: ObjectIdentifier(keyPath))
    guard kept.count < Self.capacity, !contains(key) else { return }
    kept.append((keyPath, box))
    if kept.count * 2 > slots.count {
      let old = slots
      slots = .allocate(capacity: max(8, old.count * 2))
      slots.initialize(repeating: Slot(key: 0, box: nil))
      for slot in old where slot.key != 0 { insert(slot) }
      old.deallocate()
    }
    insert(Slot(key: key, box: UnretainedBox(box)))
  }

  private func contains(_ key: UInt) -> Bool {
    guard !slots.isEmpty else { return false }
    var index = Self.start(of: key, in: slots.count)
    while slots[index].key != 0 {
      if slots[index].key == key { return true }
      index = (index + 1) & (slots.count - 1)
    }
    return false
  }

  private func insert(_ slot: Slot) {
    var index = Self.start(of: slot.key, in: slots.count)
    while slots[index].key != 0 {
      index = (index + 1) & (slots.count - 1)
    }
    slots[index] = slot
  }

  /// Where the search for `key` starts in a table of `size` slots, a power of two: the address scrambled
  /// (Fibonacci hashing), so that neighbouring addresses spread.
  private static func start(of key: UInt, in size: Int) -> Int {
    let scrambled = key &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: scrambled >> UInt(UInt.bitWidth - size.trailingZeroBitCount))
  }
}
