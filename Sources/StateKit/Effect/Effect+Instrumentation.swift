// Hooks that rewrite the effects a reducer returns before its store starts them. StateKitTesting's
// `TestStore` runs a feature in a real `Store`, but rewrites its effects so that the actions they feed back
// wait for the test to assert them, and so that it knows which effects are still running; dependencies
// wrap every asynchronous part so that it runs with the values of the reducer that returned it.

extension Effect {
  /// The body of an asynchronous part of an effect (a ``run(priority:fileID:line:operation:catch:)``),
  /// as the store starts it.
  package typealias RunBody = @Sendable (Send<Action>) async -> Void

  /// This effect with every ``send(_:)`` and every asynchronous part rewritten; cancellation is kept.
  ///
  /// Walks the effect synchronously, in the order the store would start its parts: `send` is called for
  /// the action of each ``send(_:)`` (which then does nothing), and `run` replaces the body of each
  /// asynchronous part (a ``run(priority:fileID:line:operation:catch:)``, a ``concatenate(with:)`` past
  /// its synchronous prefix), given where the part was created. Priorities, cancellation identifiers,
  /// ``cancel(id:)`` and ``cancellable(id:cancelInFlight:)`` are kept as they were.
  package func instrumented(
    send: (Action) -> Void,
    run: (_ location: CallSite, _ body: @escaping RunBody) -> RunBody
  ) -> Self {
    switch operation {
    case .none, .cancel, .cancelChild, .dismiss:
      return self
    case .send(let action):
      send(action)
      return .none
    case .run(let part):
      return Self(
        .run(Run(priority: part.priority, location: part.location, body: run(part.location, part.body))))
    case .merge(let effects):
      return Self(.merge(effects.map { $0.instrumented(send: send, run: run) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(.cancellable(id, cancelInFlight: cancelInFlight, effect.instrumented(send: send, run: run)))
    case .namespaced(let child, let effect):
      return Self(.namespaced(child, effect.instrumented(send: send, run: run)))
    }
  }

  /// This effect with the body of every asynchronous part replaced by what `run` makes of it, given where
  /// the part was created; everything else (``send(_:)``, priorities, cancellation) is kept as it was.
  func rewritingRuns(_ run: (_ location: CallSite, _ body: @escaping RunBody) -> RunBody) -> Self {
    switch operation {
    case .none, .send, .cancel, .cancelChild, .dismiss:
      return self
    case .run(let part):
      return Self(
        .run(Run(priority: part.priority, location: part.location, body: run(part.location, part.body))))
    case .merge(let effects):
      return Self(.merge(effects.map { $0.rewritingRuns(run) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(.cancellable(id, cancelInFlight: cancelInFlight, effect.rewritingRuns(run)))
    case .namespaced(let child, let effect):
      return Self(.namespaced(child, effect.rewritingRuns(run)))
    }
  }
}

extension Send {
  /// A `Send` that hands every action to `deliver` instead of the store, unless the effect was cancelled.
  ///
  /// It keeps this `Send`'s cancellation registry, so the later parts of a concatenation that are
  /// ``Effect/cancellable(id:cancelInFlight:)`` are still cancelled by the store's ``Effect/cancel(id:)``.
  package func redirected(to deliver: @escaping @MainActor @Sendable (Action) -> Void) -> Self {
    Self(context: context) { action in
      guard !Task.isCancelled else { return }
      deliver(action)
    }
  }
}
