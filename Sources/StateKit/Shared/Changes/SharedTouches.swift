/// The shared values made lately: how a root store learns that an action brought a shared value into its
/// state, without looking through the state.
///
/// A `Shared` made from a value (``Shared/init(value:)``) or a key (`@Shared(.inMemory("stats"))`) is
/// recorded here with a sequence number. Each write of a root store on the main actor takes the values
/// recorded since the store's last write and joins their holders (see `RootCore.adoptSharedTouches()`):
/// a value a reducer makes, or one an action carries from where it was made, was made before the write
/// that put it in the state. A store that joined the holders of a value its state does not hold finds it
/// out at the value's first change (see `RootCore.sharedValueDidChange(_:)`), and leaves them.
///
/// The log keeps the latest ``capacity`` values: a store that wrote nothing while more were made looks
/// through its state once instead, at its next write.
@usableFromInline
enum SharedTouches {
  private struct Log {
    var sequence: UInt64 = 0
    var entries: [(sequence: UInt64, root: WeakSharedRoot)] = []
  }

  /// How many of the latest values the log keeps.
  static let capacity = 64

  private static let log = LockedState(Log())

  /// The sequence number of the latest value recorded, as the main actor knows it: read by every write.
  @MainActor @usableFromInline static var sequence: UInt64 = 0

  /// Records that a `Shared` of `root` was made, from any thread.
  static func record(_ root: any AnySharedRoot) {
    let sequence = log.withLock { log in
      log.sequence &+= 1
      if log.entries.count == capacity { log.entries.removeFirst() }
      log.entries.append((log.sequence, WeakSharedRoot(root)))
      return log.sequence
    }
    if SharedChanges.isOnMainQueue {
      MainActor.assumeIsolated { Self.sequence = max(Self.sequence, sequence) }
    } else {
      Task { @MainActor in Self.sequence = max(Self.sequence, sequence) }
    }
  }

  /// The values recorded after the sequence number `seen` that are still alive, and the latest sequence
  /// number; `nil` values if the log no longer holds all of them.
  static func roots(after seen: UInt64) -> (roots: [any AnySharedRoot]?, latest: UInt64) {
    log.withLock { log in
      if log.sequence == seen { return ([], seen) }
      guard let first = log.entries.first, first.sequence <= seen &+ 1 else { return (nil, log.sequence) }
      let roots = log.entries.lazy.filter { $0.sequence > seen }.compactMap(\.root.root)
      return (Array(roots), log.sequence)
    }
  }
}
