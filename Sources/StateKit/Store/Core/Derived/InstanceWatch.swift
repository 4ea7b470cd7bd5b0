/// How a store of optional state watches its parent while its instance lives (see
/// ``OptionalScopedCore``): one observer of the parent's changes, which wakes the core while something
/// observes the store, and otherwise only checks that the instance is still there, without reaching the
/// core, noting its end for the core's next read.
///
/// The check runs on every change of the parent even while nothing observes the store: a child that
/// goes away and comes back between two reads is another instance, which a read alone could not tell.
@MainActor
final class InstanceWatch: Observer {
  /// The core, woken on every change while ``wakesCore``.
  // NB: Weak: a core released on another thread is skipped from then on, before its isolated deinit
  // cancels the token it holds.
  private weak var core: CoreNode?
  /// Whether each change wakes the core, which checks the instance itself, rather than being checked here.
  var wakesCore = false
  /// Whether a check here found the instance gone: for good.
  private(set) var hasEnded = false
  /// Whether the instance is still in the parent's state.
  // NB: It holds the parent, whose list holds this observer: the core's token ends that cycle when the
  // core goes.
  private let isInstanceThere: @MainActor () -> Bool

  init(core: CoreNode, isInstanceThere: @escaping @MainActor () -> Bool) {
    self.core = core
    self.isInstanceThere = isInstanceThere
  }

  override func notify() {
    if wakesCore {
      core?.dependencyDidChange()
    } else if !hasEnded, !isInstanceThere() {
      hasEnded = true
    }
  }

  override var linksStore: Bool { true }
}
