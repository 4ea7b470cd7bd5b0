/// One observer of an ``ObserverList``: a callback, or a core told directly (a ``CoreLinkObserver``).
/// (A token made with a closure to run when it is cancelled keeps that closure in an observer of no
/// list.)
// NB: Not final: a callback that wakes a derived core is a ``StoreLinkObserver``, which says so by its
// class rather than a stored flag. One more byte would take the object past 48 bytes, a size class of
// the allocator.
@MainActor
@usableFromInline
class Observer: ChangeObserver {
  /// The callback of a ``CancellationToken``'s subscription; nothing for a ``CoreLinkObserver``.
  // NB: A constant, and not optional: called with no retain of its context around the call, which a
  // variable, or an optional unwrapped, costs (two atomic operations on every change). Freed with the
  // observer: a cancelled token drops its observer, which its list then holds alone, so skips and drops.
  @usableFromInline final let callback: @MainActor () -> Void

  init(_ callback: @escaping @MainActor () -> Void) {
    self.callback = callback
    super.init(notifying: nil)
  }

  /// An observer that tells `core`, with no callback.
  fileprivate init(core: CoreNode) {
    self.callback = {}
    super.init(notifying: core)
  }

  /// Tells the core (retained for the call: see ``ChangeObserver/core``), or calls the callback.
  @inlinable
  final func notify() {
    // NB: Most observers are callbacks: asked first, with no load of the core.
    if !hasCore {
      callback()
    } else if let core {
      core.dependencyDidChange()
    }
  }

  /// Whether this observer wakes a derived core rather than an observer at the end of the change path.
  var linksStore: Bool { false }

  /// Whether the subscription was cancelled while its token lives: only a core's can be (a token's ends
  /// when the token drops its observer).
  var isCancelled: Bool { false }
}

/// An observer that tells a core directly, until its ``CoreSubscription`` is cancelled: always a link
/// to a derived store.
@MainActor
final class CoreLinkObserver: Observer {
  init(notifying core: CoreNode) {
    super.init(core: core)
  }

  override var linksStore: Bool { hasCore }

  override var isCancelled: Bool { !hasCore }
}

/// An observer whose callback wakes a derived core (one that cannot be told directly, such as a connector
/// computed in the background): counted as a link on the change path, not an observer at its end.
@MainActor
final class StoreLinkObserver: Observer {
  override var linksStore: Bool { true }
}
