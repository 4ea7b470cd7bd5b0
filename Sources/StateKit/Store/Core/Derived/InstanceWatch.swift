/// Where a store's optional state is in its parent's, the identity of the instance the store is bound
/// to, and the store's watch of its parent while that instance lives (see ``OptionalScopedCore``).
///
/// One observer of the parent's changes: it wakes the core while something observes the store, and
/// otherwise checks here that the instance is still there, without reaching the core, noting its end for
/// the core's next read. It checks on every change even then: a child that goes away and comes back
/// between two reads is another instance, which a read alone could not tell.
@MainActor
final class InstanceWatch<ParentState, ParentAction, State> {
  let keyPath: KeyPath<ParentState, State?>
  /// Lends the state where it lies in the parent's, if it is there (see ``ChildStateReader/visit``).
  let visit: (ParentState, (borrowing State) -> Void) -> Bool
  /// Whether the instance is told apart by more than its presence, so that a read compares identities.
  let checksIdentity: Bool
  private let boundIdentity: ChildIdentity<State>.Value
  private let parent: StoreCore<ParentState, ParentAction>
  /// The core, woken on every change while ``wakesCore``.
  // NB: Weak: a core released on another thread is skipped from then on, before its isolated deinit
  // cancels the token it holds.
  private weak var core: CoreNode?
  /// Whether each change wakes the core, which checks the instance itself, rather than being checked here.
  var wakesCore = false
  /// Whether a check here found the instance gone: for good.
  private(set) var hasEnded = false

  init(
    parent: StoreCore<ParentState, ParentAction>,
    keyPath: KeyPath<ParentState, State?>,
    visit: @escaping (ParentState, (borrowing State) -> Void) -> Bool,
    bound state: State
  ) {
    self.parent = parent
    self.keyPath = keyPath
    self.visit = visit
    self.boundIdentity = ChildIdentity<State>().of(state)
    self.checksIdentity = boundIdentity != .present
  }

  /// Starts watching the parent for `core`; the token ends the watch.
  func start(for core: CoreNode) -> CancellationToken {
    self.core = core
    // NB: The parent's list holds a callback, which holds this watch, which holds the parent: the core
    // keeps the watch but not the callback, so cancelling the token drops the callback, and the cycle.
    return parent.changes.add({ [self] _ in parentDidChange() }, linksStore: true)
  }

  /// Told of every change of the parent.
  private func parentDidChange() {
    if wakesCore {
      core?.dependencyDidChange()
    } else if !hasEnded, !lend(to: { _ in }) {
      hasEnded = true
    }
  }

  /// Whether `state` is the bound instance.
  @inline(__always)
  func isBound(_ state: borrowing State) -> Bool {
    guard checksIdentity else { return true }
    return ChildIdentity<State>().of(state) == boundIdentity
  }

  /// Calls `body` with the state where it lies in the parent's, uncopied, and returns `true`, if the
  /// bound instance is there.
  func lend(to body: (borrowing State) -> Void) -> Bool {
    var isThere = false
    parent.withState { parentState in
      guard checksIdentity else {
        isThere = visit(parentState, body)
        return
      }
      _ = visit(parentState) { state in
        guard isBound(state) else { return }
        isThere = true
        body(state)
      }
    }
    return isThere
  }
}
