/// What went wrong in one step of an exploration's sequence: an invariant that broke, a runtime warning,
/// effects that fed actions back without end, an effect that outlived its child, states that differ
/// between two runs, or a store that outlived its state.
struct ExploredFailure<State> {
  /// How a sequence fails: a shorter sequence is a simpler example of the same failure only if it fails
  /// in the same way.
  enum Kind: Equatable {
    /// The invariant threw an error of this type (its name).
    case invariant(errorType: String)
    /// StateKit reported misuse: a child action for a missing element, an effect's error no one caught.
    case runtimeWarning
    /// Effects fed back more actions than a test store lets them within one step.
    case runaway
    /// An effect started for a child still ran after a step removed the child.
    case leakedEffect
    /// Two runs of the sequence, each in a fresh store, reached different states.
    case nondeterminism
    /// A store the view scoped, or an observer it added, outlived the state it shows.
    case leakedStore
  }

  let kind: Kind
  /// What the error, the warning or the runaway says.
  let message: String
  /// The state that broke the invariant, or the state the step left.
  let state: State
  /// Among the actions the step processed, the one after which the invariant broke; `nil` for the
  /// other kinds, which belong to the step as a whole.
  let entryIndex: Int?

  /// What a report calls the failure.
  var summary: String {
    switch kind {
    case .invariant: "The invariant failed"
    case .runtimeWarning: "A runtime warning was raised"
    case .runaway: "Effects fed actions back without end"
    case .leakedEffect: "An effect outlived its child"
    case .nondeterminism: "Two runs reached different states"
    case .leakedStore: "A store outlived its state"
    }
  }
}
