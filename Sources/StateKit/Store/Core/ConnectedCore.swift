/// The core of a connected store: it keeps the view state a connector computed from its parent's state,
/// and computes it again only when the parent's state changes.
///
/// While nobody observes the connected store, a parent change only marks the view state stale, and the
/// next read computes it; while someone does, it is computed right away so they can be told.
@MainActor
final class ConnectedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: Store<ParentState, ParentAction>
  private let connect: (ParentState) -> State
  private let embed: (Action) -> ParentAction
  private let observers = SubscriberList<Void>()
  private var viewState: State
  private var isStale = false
  private var parentToken: CancellationToken?

  init(
    parent: Store<ParentState, ParentAction>,
    connect: @escaping (ParentState) -> State,
    embed: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.connect = connect
    self.embed = embed
    self.viewState = connect(parent.core.state)
    super.init()
    parentToken = parent.observeChanges { [weak self] in self?.parentDidChange($0) }
  }

  override var state: State {
    if isStale {
      viewState = connect(parent.core.state)
      isStale = false
    }
    return viewState
  }

  override func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  override func observe(_ observer: @escaping @MainActor () -> Void) -> CancellationToken {
    observers.add(observer)
  }

  private func parentDidChange(_ parentState: ParentState) {
    guard !observers.isEmpty else {
      isStale = true
      return
    }
    viewState = connect(parentState)
    isStale = false
    observers.send(())
  }
}
