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
  /// An open-addressing table of key path addresses (0 for an empty slot), at most half full, and the box
  /// of each one's answer in the same slot of `boxes`. Unsafe buffers of trivial values rather than a
  /// `Dictionary`, which would hash with SipHash and retain what it returns: either costs more than the
  /// rest of a read.
  // NB: Memory-safe because (1) both buffers are allocated together with the same count, a power of two
  // of at least 8, and every slot is initialized at once (`initialize(repeating:)`); (2) every index is
  // masked by `count - 1` or starts from `start(of:in:)`, which is below `count`; (3) the table is at most
  // half full, so every probe meets an empty slot and ends; (4) old buffers are deallocated only after
  // their slots were copied, and the current ones once, in `deinit`; (5) the unretained boxes stay alive
  // in `kept`, which is released only with the table; (6) the table is never used by two threads at
  // once (see above).
  private var keys: UnsafeMutableBufferPointer<UInt>
  private var boxes: UnsafeMutableBufferPointer<Unmanaged<AnyObject>?>
  /// What the table refers to without retaining it: every key path and box, kept alive here.
  private var kept: [(keyPath: AnyKeyPath, box: AnyObject)] = []

  /// How many answers a table keeps at most: key paths made at run time, rather than written in the
  /// source, would otherwise grow the default values' without end.
  private static var capacity: Int { 4_096 }

  /// Creates an empty table, which allocates nothing until it keeps an answer: the values of a
  /// ``Reducer/dependency(_:_:)`` are made anew for every action, and may never be read.
  init() {
    keys = UnsafeMutableBufferPointer(start: nil, count: 0)
    boxes = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  deinit {
    keys.deallocate()
    boxes.deallocate()
  }

  /// The box of what the key path `keyPath` identifies answered, if it was kept, unretained: the table
  /// keeps it for as long as the table exists.
  func box(for keyPath: ObjectIdentifier) -> Unmanaged<AnyObject>? {
    let key = UInt(bitPattern: keyPath)
    guard !keys.isEmpty else { return nil }
    var index = Self.start(of: key, in: keys.count)
    while true {
      let slot = keys[index]
      if slot == key { return boxes[index] }
      if slot == 0 { return nil }
      index = (index + 1) & (keys.count - 1)
    }
  }

  /// Keeps `box`, what `keyPath` answered.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    let key = UInt(bitPattern: ObjectIdentifier(keyPath))
    guard kept.count < Self.capacity, !contains(key) else { return }
    kept.append((keyPath, box))
    if kept.count * 2 > keys.count {
      let (oldKeys, oldBoxes) = (keys, boxes)
      keys = .allocate(capacity: max(8, oldKeys.count * 2))
      keys.initialize(repeating: 0)
      boxes = .allocate(capacity: keys.count)
      boxes.initialize(repeating: nil)
      for (key, box) in zip(oldKeys, oldBoxes) where key != 0 { insert(box, for: key) }
      oldKeys.deallocate()
      oldBoxes.deallocate()
    }
    insert(Unmanaged.passUnretained(box), for: key)
  }

  private func contains(_ key: UInt) -> Bool {
    guard !keys.isEmpty else { return false }
    var index = Self.start(of: key, in: keys.count)
    while keys[index] != 0 {
      if keys[index] == key { return true }
      index = (index + 1) & (keys.count - 1)
    }
    return false
  }

  private func insert(_ box: Unmanaged<AnyObject>?, for key: UInt) {
    var index = Self.start(of: key, in: keys.count)
    while keys[index] != 0 {
      index = (index + 1) & (keys.count - 1)
    }
    keys[index] = key
    boxes[index] = box
  }

  /// Where the search for `key` starts in a table of `size` slots, a power of two: the address scrambled
  /// (Fibonacci hashing), so that neighbouring addresses spread.
  private static func start(of key: UInt, in size: Int) -> Int {
    let scrambled = key &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: scrambled >> UInt(UInt.bitWidth - size.trailingZeroBitCount))
  }
}
