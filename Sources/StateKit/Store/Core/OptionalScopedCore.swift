/// The core of a store scoped to optional state (a sheet, a detail, a row that can be deleted): it reads
/// the state while it exists and refuses actions once it is gone.
///
/// When the state disappears the store still answers `state` with the last value it read, so a view that
/// is being dismissed can finish drawing; actions sent to it then are ignored with a runtime warning.
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let projection: Projection<ParentState, State?>
  private let embed: (Action) -> ParentAction
  private let location: CallSite
  private let observeParent: (@escaping @MainActor () -> Void) -> CancellationToken
  private var lastState: State

  /// Creates the core, or returns `nil` if the state is `nil` now.
  ///
  /// - Parameter observeParent: How to learn that the state may have changed; by default, after every
  ///   action of the parent. A list row narrows it to changes of its own element.
  init?(
    parent: StoreCore<ParentState, ParentAction>,
    projection: Projection<ParentState, State?>,
    embed: @escaping (Action) -> ParentAction,
    location: CallSite,
    observeParent: ((@escaping @MainActor () -> Void) -> CancellationToken)? = nil
  ) {
    guard let state = projection(parent.state) else { return nil }
    self.parent = parent
    self.projection = projection
    self.embed = embed
    self.location = location
    self.observeParent = observeParent ?? parent.observe
    self.lastState = state
  }

  override var state: State {
    if let state = projection(parent.state) {
      lastState = state
    }
    return lastState
  }

  override func send(_ action: Action) -> StoreTask {
    guard projection(parent.state) != nil else {
      RuntimeWarning.report(
        """
        \(action) was sent to a store scoped to optional state at \(location), but that state is now nil; \
        the action was ignored. Stop sending actions to a scoped store once its state is gone (for \
        instance, check the parent's state, or drop the scoped store when the state is cleared).
        """
      )
      return StoreTask(nil)
    }
    return parent.send(embed(action))
  }

  override func observe(_ observer: @escaping @MainActor () -> Void) -> CancellationToken {
    observeParent(observer)
  }
}
