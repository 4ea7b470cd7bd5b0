/// Turns a core's "may have changed" signals into a store's changes: it compares the new state with the
/// last one it saw, and tells the store's observers only when they differ.
///
/// Without a comparison (a root store, or state that is not `Equatable`), every signal is a change. With
/// one, it keeps the last state it told about: that is a scoped store's part of the state, never the root
/// state (see ``Store/init(initialState:reducer:)``).
@MainActor
final class StoreChanges<State> {
  private let readState: @MainActor () -> State
  private let equating: Equating<State>?
  private let didChange: @MainActor () -> Void
  private let observers = SubscriberList<State>()
  private var lastState: State?
  private var coreToken: CancellationToken?

  /// Starts listening to `core`. `didChange` runs on every change, before the observers are told.
  init<Action>(
    core: StoreCore<State, Action>,
    equating: Equating<State>?,
    didChange: @escaping @MainActor () -> Void
  ) {
    self.readState = { core.state }
    self.equating = equating
    self.didChange = didChange
    if equating != nil {
      lastState = core.state
    }
    coreToken = core.observe { [weak self] in self?.coreMayHaveChanged() }
  }

  /// Adds `observer`; its token keeps this fan-out, and so the observed core, alive.
  func add(_ observer: @escaping @MainActor (State) -> Void) -> CancellationToken {
    CancellationToken(observers.add(observer), keepingAlive: self)
  }

  private func coreMayHaveChanged() {
    let state = readState()
    if let equating, let lastState {
      if equating(lastState, state) { return }
      self.lastState = state
    }
    didChange()
    observers.send(state)
  }
}
