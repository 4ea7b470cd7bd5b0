/// Turns a core's "may have changed" signals into a store's changes: it compares the new state with the
/// last one it saw, and tells the store's observers only when they differ.
///
/// Without a comparison (a root store, or state that is not `Equatable`), every signal is a change. With
/// one, it keeps the last state it told about: that is a scoped store's part of the state, never the root
/// state (see ``Store/init(initialState:reducer:)``).
@MainActor
final class StoreChanges<State> {
  private let readState: @MainActor () -> State
  /// The comparison and the last state it saw, or `nil` if every signal is a change.
  private let comparison: Comparison<State>?
  private let didChange: @MainActor () -> Void
  private let observers = SubscriberList<State>()
  private var coreToken: CancellationToken?

  /// Starts listening to `core`. `didChange` runs on every change, before the observers are told.
  init<Action>(
    core: StoreCore<State, Action>,
    equating: Equating<State>?,
    didChange: @escaping @MainActor () -> Void
  ) {
    self.readState = { core.state }
    self.comparison = equating.map { Comparison($0, first: core.state) }
    self.didChange = didChange
    coreToken = core.observe { [weak self] in self?.coreMayHaveChanged() }
  }

  /// Adds `observer`; its token keeps this fan-out, and so the observed core, alive.
  func add(_ observer: @escaping @MainActor (State) -> Void) -> CancellationToken {
    CancellationToken(observers.add(observer), keepingAlive: self)
  }

  private func coreMayHaveChanged() {
    let state = readState()
    if let comparison, comparison.isRepeat(state) { return }
    didChange()
    observers.send(state)
  }
}

/// A comparison of states and the last state it let through.
///
/// NB: A class, so that a store without a comparison holds a `nil` reference: testing it costs no
/// runtime metadata lookup, unlike an optional of a generic value.
@MainActor
private final class Comparison<State> {
  private let equating: Equating<State>
  @exclusivity(unchecked) private var lastState: State

  init(_ equating: Equating<State>, first state: State) {
    self.equating = equating
    self.lastState = state
  }

  /// Whether `state` is the same as the last state let through; if not, it becomes the last.
  func isRepeat(_ state: State) -> Bool {
    if equating(lastState, state) { return true }
    lastState = state
    return false
  }
}
