import StateKit

/// How a test store tells whether two states are the same: with `==` when `State` is `Equatable`, and
/// otherwise structurally, by comparing them as the failure diff renders them (every stored property,
/// recursively), so that a feature's state need not be `Equatable` to be tested.
struct StateComparison<State> {
  /// Whether two states are the same.
  let isEqual: (State, State) -> Bool

  init() {
    if let equatable = State.self as? any Equatable.Type {
      isEqual = Self.equality(of: equatable)
    } else {
      isEqual = { dump($0) == dump($1) }
    }
  }

  /// Whether two snapshots are the same, each state reading its own shared values.
  @inline(__always)
  func isEqual(_ lhs: StateSnapshot<State>, _ rhs: StateSnapshot<State>) -> Bool {
    guard !lhs.shared.isEmpty || !rhs.shared.isEmpty else { return isEqual(lhs.state, rhs.state) }
    return SharedSnapshot.comparing(lhs.shared, rhs.shared) { isEqual(lhs.state, rhs.state) }
  }

  /// `==` for `State`, known to be the `Equatable` type `type`.
  private static func equality<T: Equatable>(of type: T.Type) -> (State, State) -> Bool {
    // NB: `State` is `T`: both casts always succeed, and cost no conformance lookup.
    { lhs, rhs in (lhs as! T) == (rhs as! T) }
  }
}
