/// The shortest sequence of actions an exploration found that breaks the feature, and a test that does
/// the same: see ``ExplorationReport``.
///
/// ```swift
/// if let failure = report.failure {
///   print(failure.actions)     // [.add(1), .remove(1)]
///   print(failure.message)     // total is negative: -1
///   print(failure.testSource)  // paste it into the test target: it fails the same way
/// }
/// ```
public struct ExplorationFailure<State, Action> {
  /// The actions sent, in order, shrunk until removing any one of them makes the failure go away; the
  /// actions their effects sent are in ``trace``.
  public let actions: [Action]
  /// The state that broke the invariant; for a runtime warning or a runaway, the state the last step
  /// left.
  public let state: State
  /// What went wrong: the invariant's error, the runtime warning, or what the runaway effects sent.
  public let message: String
  /// A Swift Testing test that sends ``actions`` to a `TestStore`, asserts every state they lead to, and
  /// fails the same way: paste it into the feature's test target.
  ///
  /// Values with no Swift expression (a class instance) are left as comments, and the values the
  /// exploration's `withDependencies` set are noted for the test to set.
  public let testSource: String
  /// Every action the store processed, the ones effects sent included, with the state after each:
  /// `TestStore.replay(_:)` replays it. Its sent steps are ``actions``.
  public let trace: ActionTrace<State, Action>

  /// What failed: `The invariant failed`, `A runtime warning was raised`.
  let summary: String
  /// The change the last step made, as a diff and key paths.
  let lastStepDifference: String
}

extension ExplorationFailure: Sendable where State: Sendable, Action: Sendable {}
