/// One observer of an ``ObserverList``: a callback, or a core told directly; neither once cancelled. (A
/// token made with a closure to run when it is cancelled keeps that closure in an observer of no list.)
// NB: Not final: a callback that wakes a derived core is a ``StoreLinkObserver``, which says so by its
// class rather than a stored flag. One more byte would take the object past 48 bytes, a size class of
// the allocator.
@MainActor
@usableFromInline
class Observer: ChangeObserver {
  /// The callback of a ``CancellationToken``'s subscription.
  // NB: Written only by its token's cancellation, on the main actor, never while the list is reading it
  // (a read is immediately followed by the call), so the run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline final var callback: (@MainActor () -> Void)?

  init(_ callback: @escaping @MainActor () -> Void) {
    self.callback = callback
    super.init(notifying: nil)
  }

  override init(notifying core: CoreNode?) {
    super.init(notifying: core)
  }

  /// Whether this observer wakes a derived core rather than an observer at the end of the change path:
  /// a core always does (until cancelled); a callback does in a ``StoreLinkObserver``.
  var linksStore: Bool { core != nil }

  /// Whether the subscription was cancelled.
  var isCancelled: Bool { callback == nil && core == nil }
}

/// An observer whose callback wakes a derived core (one that cannot be told directly, such as a connector
/// computed in the background): counted as a link on the change path, not an observer at its end.
@MainActor
final class StoreLinkObserver: Observer {
  override var linksStore: Bool { true }
}
