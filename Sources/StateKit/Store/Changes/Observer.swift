/// One observer of an ``ObserverList``: a function a change calls with the observer itself, which is a
/// callback, a core told directly (a ``CoreLinkObserver``), or a store publisher's subscription, which
/// reads and delivers its value from its own fields (a ``ChangeDelivery``). (A token made with a closure
/// to run when it is cancelled keeps that closure in an observer of no list.)
// NB: Not final: a callback that wakes a derived core is a ``StoreLinkObserver``, which says so by its
// class rather than a stored flag, and a delivery keeps what it reads beside the function.
@MainActor
@usableFromInline
class Observer: ChangeObserver {
  /// What a change calls, with this observer: only ever this observer (see ``notify()``), which a
  /// subclass's function may downcast to its own type.
  // NB: Given the observer, so that a subscription can be the observer itself rather than an observer
  // whose closure captures it: one object on the change path, not two. A constant, and not optional:
  // called with no retain of its context around the call, which a variable, or an optional unwrapped,
  // costs (two atomic operations on every change). Freed with the observer: a cancelled token drops its
  // observer, which its list then holds alone, so skips and drops.
  @usableFromInline final let onChange: @MainActor (Observer) -> Void

  /// An observer that calls `onChange`, with itself, on every change.
  @usableFromInline
  init(onChange: @escaping @MainActor (Observer) -> Void) {
    self.onChange = onChange
    super.init(notifying: nil)
  }

  /// An observer that tells `core`.
  fileprivate init(core: CoreNode) {
    // NB: The core is retained for the call (see ``ChangeObserver/core``).
    self.onChange = { $0.core?.dependencyDidChange() }
    super.init(notifying: core)
  }

  /// Tells this observer that something changed.
  @inlinable
  final func notify() {
    onChange(self)
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
