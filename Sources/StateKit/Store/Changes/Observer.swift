/// One observer of an ``ObserverList``: a callback (``CallbackObserver``), a link to a derived core
/// (``CoreLink``), or an element watcher (``ElementWatcher``).
@MainActor
@usableFromInline
class Observer {
  @usableFromInline init() {}

  /// Tells this observer that something changed: what each kind of observer overrides.
  @usableFromInline
  func notify() {}

  /// Whether this observer wakes a derived core rather than an observer at the end of the change path.
  @usableFromInline
  var linksStore: Bool { false }
}

/// An observer that calls a function, with itself, on every change.
@MainActor
@usableFromInline
final class CallbackObserver: Observer {
  @usableFromInline let onChange: @MainActor (Observer) -> Void
  private let isLink: Bool

  /// An observer that calls `onChange`; a link to a derived store if `linksStore` (a connector computed
  /// in the background, a core's own element watchers).
  init(_ onChange: @escaping @MainActor (Observer) -> Void, linksStore: Bool) {
    self.onChange = onChange
    self.isLink = linksStore
  }

  @inlinable
  override func notify() {
    onChange(self)
  }

  override var linksStore: Bool { isLink }
}

/// An observer that wakes a derived core: its ``CoreNode/dependencyDidChange()``.
///
/// Weak: a core released on another thread is skipped from then on, before its isolated deinit cancels
/// the token it holds.
@MainActor
class CoreLink: Observer {
  weak var core: CoreNode?

  init(_ core: CoreNode) {
    self.core = core
  }

  override func notify() {
    core?.dependencyDidChange()
  }

  override var linksStore: Bool { true }
}
