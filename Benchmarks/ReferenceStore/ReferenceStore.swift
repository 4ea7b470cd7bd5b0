/// The simplest store anyone would write: the reference row of StateKit's benchmarks.
///
/// A generic class with the state, a reducer closure and an array of observer closures, in a module of
/// its own so that the benchmarks call it across a module boundary, as they call StateKit. Deliberately
/// plain: no `@inlinable`, no queue, no effects, no de-duplication.
@MainActor
public final class ReferenceStore<State, Action> {
  /// The current state.
  public private(set) var state: State
  private let reducer: (inout State, Action) -> Void
  private var observers: [(State) -> Void] = []

  /// Creates a store of `initialState` that runs `reducer` for every action.
  public init(initialState: State, reducer: @escaping (inout State, Action) -> Void) {
    self.state = initialState
    self.reducer = reducer
  }

  /// Runs the reducer for `action`, then calls every observer with the new state.
  public func send(_ action: Action) {
    reducer(&state, action)
    for observer in observers {
      observer(state)
    }
  }

  /// Calls `observer` with the state after every action.
  public func observe(_ observer: @escaping (State) -> Void) {
    observers.append(observer)
  }
}
