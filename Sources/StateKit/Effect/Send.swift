/// Feeds actions from a running effect back into its store.
///
/// An effect's operation receives a `Send` and calls it like a function: `await send(.loaded(photos))`.
/// The action is delivered to the store on the main actor, after any action it is already processing, and
/// the call returns once the store has processed it (including the `.send` effects it returned).
///
/// An action sent after the effect was cancelled is dropped; an action sent after the store was
/// deallocated is dropped with a runtime warning.
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void
  let registry: EffectRegistry

  init(registry: EffectRegistry, deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.registry = registry
    self.deliver = deliver
  }

  /// Creates a `Send` that calls `send` for every action, to drive an effect's operation directly, for
  /// instance in a test.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.init(registry: EffectRegistry()) { action in
      guard !Task.isCancelled else { return }
      send(action)
    }
  }

  /// Sends `action` to the store, unless the effect was cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    deliver(action)
  }

  /// A `Send` for actions that `transform` turns into this one's.
  func embedding<ChildAction>(
    _ transform: @escaping @Sendable (ChildAction) -> Action
  ) -> Send<ChildAction> {
    Send<ChildAction>(registry: registry) { [deliver] action in deliver(transform(action)) }
  }
}
