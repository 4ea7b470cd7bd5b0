/// Where a connected store computes its view state.
///
/// Compute on the main actor (the default) unless the computation is expensive enough to drop frames,
/// such as formatting thousands of rows: then compute in the background.
public enum ViewStateComputation: Sendable {
  /// On the main actor, synchronously, right after each state change: the view state is never behind the
  /// state.
  case mainActor

  /// On a background executor, at the given priority, off the main actor.
  ///
  /// The first view state is computed on the main actor when the store is connected, so the connected
  /// store always has one. After that, each state change starts a background computation, and the result
  /// is delivered on the main actor, in order. A result is dropped if a newer state exists by the time it
  /// is ready: observers never see a view state older than one they have seen, and when changes come
  /// faster than the computation, intermediate states are skipped.
  ///
  /// Requires the state, the view state and the connector to be `Sendable`.
  case background(priority: TaskPriority?)

  /// On a background executor at `userInitiated` priority; see ``background(priority:)``.
  public static var background: Self {
    .background(priority: .userInitiated)
  }
}
