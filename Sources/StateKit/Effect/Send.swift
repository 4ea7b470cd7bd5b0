/// Feeds actions from a running effect back into its store.
///
/// An effect's operation receives a `Send` and calls it like a function: `await send(.loaded(photos))`.
/// The action is delivered to the store on the main actor, after any action it is already processing, and
/// the call returns once the store has processed it (including the `.send` effects it returned).
///
/// An action sent after the effect was cancelled is dropped; an action sent after the store was
/// deallocated, or after the feature instance that started the effect is gone (a dismissed child, a
/// removed element), is dropped with a runtime warning.
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void
  let context: EffectContext

  init(context: EffectContext, deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.context = context
    self.deliver = deliver
  }

  /// Creates a `Send` that calls `send` for every action, to drive an effect's operation directly, for
  /// instance in a test. Its ``dismiss(fileID:line:)`` dismisses nothing and reports it.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.init(context: EffectContext(registry: EffectRegistry())) { action in
      guard !Task.isCancelled else { return }
      send(action)
    }
  }

  /// Sends `action` to the store, unless the effect was cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    deliver(action)
  }

  /// Dismisses the feature instance whose effect this is: the enclosing `ifLet` clears its child, the
  /// enclosing `forEach` removes the element, the enclosing stack `forEach` pops it (and every screen
  /// above it).
  ///
  /// ```swift
  /// return .run { send in
  ///   try await api.save(draft)
  ///   await send.dismiss()
  /// }
  /// ```
  ///
  /// A dismissal that arrives after the instance was dismissed, removed or replaced does nothing, so it
  /// never reaches a newer instance at the same place. One from an effect that no presentation encloses
  /// is reported as a runtime warning.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  @MainActor
  public func dismiss(fileID: StaticString = #fileID, line: UInt = #line) {
    guard !Task.isCancelled else { return }
    context.dismiss(Dismissal(location: CodeLocation(fileID: fileID, line: line)))
  }

  /// A `Send` for actions that `transform` turns into this one's, whose dismissals `step` carries up.
  func embedding<ChildAction>(
    _ transform: @escaping @Sendable (ChildAction) -> Action,
    through step: EmbeddingStep? = nil
  ) -> Send<ChildAction> {
    Send<ChildAction>(context: context.lifting(through: step, sending: deliver)) { [deliver] action in
      deliver(transform(action))
    }
  }

  /// This `Send` for the effects of the child instance `child`: how a concatenation's later parts register
  /// their cancellation identifiers in the right namespace.
  func entering(_ child: ChildEffectsID) -> Self {
    Self(context: context.entering(child), deliver: deliver)
  }
}
