/// Something told of changes: at least a core, through its ``CoreNode/dependencyDidChange()``, for as
/// long as its ``CoreSubscription`` lasts. An ``Observer`` of a list may call a function instead; a
/// ``RowObserver`` links the observers of one row.
// NB: A class of its own, so that both subclasses stay within 48 bytes, a size class of the allocator:
// a row store has one of each.
@MainActor
@usableFromInline
class ChangeObserver {
  /// The core of a ``CoreSubscription``, told without a closure (whose context would be one more
  /// allocation per row store); `nil` once cancelled.
  // NB: Unowned: the core holds this observer in its subscription and cancels it in its isolated deinit,
  // and nothing calls an observer once cancelled. Written only by a cancellation, on the main actor,
  // never while a fan-out is reading it (a read is immediately followed by the call), so the run-time
  // exclusivity check is off. Loaded, it is retained for the call, and must be: a core's last owner may
  // go on another thread during the call (`ObserverListLifetimeTests` releases one there while its
  // parent changes), and an unretained call then crashed in one run of five, on freed memory.
  // NB: Kept as an unmanaged reference, so that ``hasCore`` asks whether there is one without loading
  // it: a load of an `unowned(unsafe)` optional retains even a `nil`. The fan-out no longer asks (each
  // observer's function does what it must); a sweep and a row's chain of cores still do.
  @exclusivity(unchecked) @usableFromInline final var unmanagedCore: Unmanaged<CoreNode>?

  init(notifying core: CoreNode?) {
    self.core = core
  }

  /// The core told, retained by whoever loads it; `nil` for a callback, and once cancelled.
  @inlinable
  final var core: CoreNode? {
    get { unmanagedCore?.takeUnretainedValue() }
    set { unmanagedCore = newValue.map(Unmanaged.passUnretained) }
  }

  /// Whether a core is told: read with no retain.
  @inlinable
  final var hasCore: Bool { unmanagedCore != nil }

  /// Stops telling the core, at once: what a ``CoreSubscription``'s cancellation does.
  func cancel() {
    core = nil
  }
}
