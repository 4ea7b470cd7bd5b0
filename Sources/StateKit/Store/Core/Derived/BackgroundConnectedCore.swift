/// The core of a store connected with ``ViewStateComputation/background(priority:)``: it computes each
/// view state off the main actor and delivers it on the main actor, in order, dropping results that a
/// newer state made stale.
///
/// At most one computation runs at a time; a parent change while one runs replaces the pending state.
/// Unlike the other derived cores it observes its parent for as long as it lives, observed or not: only
/// that keeps its state current.
@MainActor
final class BackgroundConnectedCore<ParentState: Sendable, ParentAction, State: Sendable & Equatable, Action>:
  StoreCore<State, Action>
{
  private let parent: StoreCore<ParentState, ParentAction>
  private let connect: @Sendable (ParentState) -> State
  private let priority: TaskPriority?
  private var viewState: State
  /// The parent state whose view state is still to compute: `nil` once the loop has taken it.
  private var pendingState: ParentState?
  private var isComputing = false
  private var parentToken: CancellationToken?
  private var changeCount: UInt64 = 0

  init(
    parent: StoreCore<ParentState, ParentAction>,
    connect: @escaping @Sendable (ParentState) -> State,
    embed: @escaping (Action) -> ParentAction,
    priority: TaskPriority?
  ) {
    self.parent = parent
    self.connect = connect
    self.priority = priority
    self.viewState = connect(parent.state)
    super.init(root: parent.rootNode ?? parent)
    let hop = ScopedSend(parentSend: parent.send, embed: embed)
    send = { [hop] in hop.send($0) }
    let reference = WeakReference(self)
    parentToken = parent.changes.add(
      { _ in
        guard let core = reference.object else { return }
        core.countingSession?.countWake(of: .connector)
        core.parentDidChange(core.parent.state)
      }, linksStore: true)
  }

  override var state: State { viewState }

  override func runExclusively(_ body: () -> Void) {
    parent.runExclusively(body)
  }

  /// Counts this core's changes: a delivery changes the state while the root's version stays.
  override var version: UInt64 { changeCount }

  override var changesOnlyWithRoot: Bool { false }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    changes.add(notifying: core)
  }

  private func parentDidChange(_ parentState: ParentState) {
    pendingState = parentState
    guard !isComputing else { return }
    isComputing = true
    Task { [weak self, connect, priority] in
      // NB: Between computations the loop runs on the main actor, where alone this core's properties are
      // touched; only `connect` runs in the detached task.
      while let state = self?.pendingState {
        self?.pendingState = nil
        let viewState = await Task.detached(priority: priority) { connect(state) }.value
        self?.deliver(viewState)
      }
      self?.isComputing = false
    }
  }

  private func deliver(_ newViewState: State) {
    // NB: A newer parent state came while this one was computed: its view state is on its way.
    guard pendingState == nil, newViewState != viewState else { return }
    viewState = newViewState
    changeCount += 1
    runExclusively { notifyObservers(countingIn: nil) }
  }
}
