/// Something told of changes: at least a core, through its ``CoreNode/dependencyDidChange()``, for as
/// long as its ``CoreSubscription`` lasts. An ``Observer`` of a list may have a callback instead; a
/// ``RowObserver`` links the observers of one row.
// NB: A class of its own, so that both subclasses stay within 48 bytes, a size class of the allocator:
// a row store has one of each.
@MainActor
@usableFromInline
class ChangeObserver {
  /// The core of a ``CoreSubscription``, told without a closure (whose context would be one more
  /// allocation per row store); `nil` once cancelled.
  // NB: Unretained: the core holds this observer in its subscription and cancels it in its isolated
  // deinit, and nothing calls an observer once cancelled. Not `unowned(unsafe)`, which retains the core
  // for each call made on it: see `withObject`. Written only by a cancellation, on the main actor, never
  // while a fan-out is reading it (a read is immediately followed by the call), so the run-time
  // exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline final var unretainedCore: Unmanaged<CoreNode>?

  init(notifying core: CoreNode?) {
    self.unretainedCore = core.map { Unmanaged.passUnretained($0) }
  }

  /// Whether the subscription still tells its core.
  final var hasCore: Bool { unretainedCore != nil }

  /// Stops telling the core.
  final func dropCore() {
    unretainedCore = nil
  }

  /// Tells the core that what its state depends on may have changed; nothing once cancelled.
  @inlinable
  final func notifyCore() {
    if let unretainedCore { withObject(unretainedCore) { $0.dependencyDidChange() } }
  }
}
