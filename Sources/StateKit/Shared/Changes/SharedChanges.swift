internal import Dispatch

/// How stores learn that a shared value changed, whoever changed it: a reducer, an effect on another
/// thread, another store.
///
/// A change is delivered on the main actor, after the work in progress there: every change made before
/// the main actor gets to it is delivered once, in one pass (``deliver()``), to the root stores each
/// changed value lists as its holders (see ``SharedHolders``): each takes it as a write with no action,
/// and its derived stores compare their states and stay quiet unless theirs changed. A store that does
/// not hold the value is not called.
///
/// ``generation`` counts the passes, and each root records the generation at which the main actor learned
/// of its latest change (its stamp): a derived store whose state compares equal after a generation it has
/// not seen compares again, counting a shared value whose stamp is newer as changed (see
/// ``SharedValueScope/Kind/changes(since:)``).
@usableFromInline
package enum SharedChanges {
  private struct Pending {
    /// Whether a delivery task is queued on the main actor: one at a time, however many changes and
    /// direct deliveries happen before it runs.
    var isScheduled = false
    /// The roots that changed, held weakly: one that is gone needs no stamp.
    var roots: [ObjectIdentifier: WeakSharedRoot] = [:]
  }

  private static let pending = LockedState(Pending())

  /// Bumped each time the main actor learns of changes.
  // NB: Read on every check of a list's rows, and every comparison of a state: on the main actor, and
  // never across a call (each access reads or bumps the number, then ends), so the run-time exclusivity
  // check, which a global pays on each access inside this module, is off.
  @MainActor @exclusivity(unchecked) @usableFromInline static var generation: UInt64 = 0

  /// Tells the stores that `root`'s value changed, from any thread.
  static func didChange(_ root: any AnySharedRoot) {
    let schedules = pending.withLock { pending in
      pending.roots[ObjectIdentifier(root)] = WeakSharedRoot(root)
      defer { pending.isScheduled = true }
      return !pending.isScheduled
    }
    // NB: On the main actor, the change is stamped at once, so that the store whose reducer made it sees
    // it when it compares after the action; other threads' changes are stamped by the delivery.
    if isOnMainQueue {
      MainActor.assumeIsolated { stamp([root]) }
    }
    if schedules {
      Task { @MainActor in
        pending.withLock { $0.isScheduled = false }
        deliver()
      }
    }
  }

  /// Tells the holders of each value changed since the last delivery. Runs on its own after every
  /// change; tests call it to deliver at once.
  @MainActor
  package static func deliver() {
    let changed = pending.withLock { pending in
      defer { pending.roots = [:] }
      return pending.roots
    }
    guard !changed.isEmpty else { return }
    let roots = changed.values.compactMap(\.root)
    stamp(roots)
    for root in roots {
      for holder in root.holders.current where !holder.deliver(root) {
        root.holders.remove(holder)
      }
    }
  }

  /// Marks the main queue, where the main actor runs (on Linux, not always on the main thread).
  private static let mainQueueKey = MainQueueKey()

  /// Whether this code runs on the main queue, and so on the main actor.
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey.key) == true
  }

  @MainActor
  private static func stamp(_ roots: some Sequence<any AnySharedRoot>) {
    generation &+= 1
    for root in roots { root.setStamp(generation) }
  }
}

/// A root held weakly.
@usableFromInline
final class WeakSharedRoot: Sendable {
  // NB: Written only by `init`; the runtime makes reading a weak reference safe from any thread.
  @usableFromInline nonisolated(unsafe) private(set) weak var root: (any AnySharedRoot)?

  init(_ root: any AnySharedRoot) {
    self.root = root
  }
}

/// The key that marks the main queue.
///
/// NB: `@unchecked Sendable` because older SDKs do not mark `DispatchSpecificKey` `Sendable`: the key is a
/// `let`, made once (a static's initializer runs once, thread-safely), and used only as an identity that
/// Dispatch itself synchronizes; nothing here ever mutates it.
private struct MainQueueKey: @unchecked Sendable {
  let key: DispatchSpecificKey<Bool>

  init() {
    key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
  }
}
