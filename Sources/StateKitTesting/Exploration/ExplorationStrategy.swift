/// How `explore` chooses the sequences of actions it tries.
///
/// ```swift
/// strategy: .exhaustive                       // every sequence, shortest first
/// strategy: .random(seed: 42, runs: 10_000)   // 10,000 random sequences, the same ones every time
/// ```
public enum ExplorationStrategy: Equatable, Sendable {
  /// Every sequence of offered actions up to the maximum depth, breadth-first, never expanding a state
  /// it has already reached with the same effects in flight: the failure it finds is one of the
  /// shortest, and ``ExplorationReport/distinctStates`` counts every state within the depth.
  case exhaustive
  /// `runs` sequences, each as long as the maximum depth (or until no action is offered), each action
  /// drawn at random from those offered: for features with too many states to visit them all. The same
  /// seed tries the same sequences.
  ///
  /// - Parameters:
  ///   - seed: Fixes the sequences: a failure found with a seed is found again with it.
  ///   - runs: How many sequences to try.
  case random(seed: UInt64, runs: Int)
}
