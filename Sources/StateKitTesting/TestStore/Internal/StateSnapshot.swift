import StateKit

/// A state as it was at one moment, with the values of the shared references it holds then: a state
/// holds `Shared` references, not values, so without them a state kept for later would read the shared
/// values as they are now.
///
/// NB: The helpers every test step calls on snapshots (making one, comparing two, the timeline's
/// ``Timeline/base(current:)``, the test store's `expected(from:_:)`) are `@inline(__always)`. The test
/// store's code runs generic, unspecialized: out of line, each of them looks up the type metadata of
/// `StateSnapshot<State>` again; inlined into the step, the step looks it up once.
struct StateSnapshot<State> {
  var state: State
  /// The values of the shared references `state` holds, when the snapshot was taken; empty while no
  /// shared value exists in the process.
  let shared: SharedSnapshot

  /// `state` and the values of its shared references now.
  @inline(__always)
  init(_ state: State) {
    self.state = state
    self.shared = captureSharedValues(in: state)
  }

  @inline(__always)
  init(state: State, shared: SharedSnapshot) {
    self.state = state
    self.shared = shared
  }

  /// Runs `body` with this snapshot's shared values in force: how a failure renders the state.
  func reading<Result>(_ body: (State) throws -> Result) rethrows -> Result {
    guard !shared.isEmpty else { return try body(state) }
    return try shared.reading { try body(state) }
  }
}
