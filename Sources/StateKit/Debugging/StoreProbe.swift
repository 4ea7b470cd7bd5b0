/// What a root store tells whoever tests it about every step it takes: the hooks `StateKitTesting`'s
/// test store attaches to the store that runs the feature under test.
///
/// Attached with ``Store/attach(_:)``, the probe is told before and after every action the store
/// processes, and after every dismissal its reducers take with no action of the feature's (a child
/// cleared or removed by its `ifLet` or `forEach`). It also decides what a dismissal of the root feature does, which a store
/// otherwise reports as a runtime warning. A store without a probe pays nothing for it: probing runs on
/// the same path as recording and measuring.
@MainActor
@usableFromInline
package final class StoreProbe<State, Action> {
  /// Called before the reducer runs for `action`, with where the action came from, the work it belongs
  /// to (its effects will join that task) and the state before it.
  @usableFromInline package var willProcess:
    (_ action: Action, _ origin: ActionOrigin<Action>, _ task: StoreTask, _ state: State) -> Void
  /// Called after the reducer ran for `action` and its effects started, with the state it left.
  @usableFromInline package var didProcess: (_ action: Action, _ state: State) -> Void
  /// Called after a dismissal changed the state with no action of the feature's, with the state it left,
  /// and whether it was reduced in the same run as an action processed before it (`true`), or arrived on
  /// its own from an effect while the store was idle (`false`).
  @usableFromInline package var didDismiss: (_ state: State, _ followsAnAction: Bool) -> Void
  /// Called, instead of the runtime warning, when the root feature dismisses itself: no presentation
  /// encloses it. `nil` to report the warning.
  package var dismissRoot: (() -> Void)?

  /// Creates a probe with the given hooks.
  package init(
    willProcess: @escaping (Action, ActionOrigin<Action>, StoreTask, State) -> Void,
    didProcess: @escaping (Action, State) -> Void,
    didDismiss: @escaping (State, Bool) -> Void,
    dismissRoot: (() -> Void)?
  ) {
    self.willProcess = willProcess
    self.didProcess = didProcess
    self.didDismiss = didDismiss
    self.dismissRoot = dismissRoot
  }
}
