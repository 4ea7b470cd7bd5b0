extension Effect {
  /// An effect that runs asynchronous work off the main actor and feeds actions back through `send`.
  ///
  /// The store starts `operation` in a new task after the reducer returns. Every action passed to `send` is
  /// delivered to the store on the main actor, in the order the operation sent it. The work is cancelled
  /// when the store is deallocated, when ``StoreTask/cancel()`` is called on the task of the action that
  /// started it, or by ``cancel(id:)`` if the effect is ``cancellable(id:cancelInFlight:)``; once cancelled,
  /// nothing it sends reaches the reducer. Cancellation is cooperative: long work should check
  /// `Task.isCancelled` or call `try Task.checkCancellation()`.
  ///
  /// The operation runs with the dependencies in force where the effect is made: its store's, or those a
  /// `withDependencies` around it sets.
  ///
  /// ```swift
  /// return .run { [client] send in
  ///   for try await photos in client.updates() {
  ///     await send(.photosChanged(photos))
  ///   }
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work, or `nil` for the default.
  ///   - operation: The work. It may throw; a `CancellationError` or any error thrown after cancellation is
  ///     ignored.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - handler: Turns any other error into actions. Without it, such an error is reported as a runtime
  ///     warning that names the effect's source location.
  /// - Returns: An effect the store runs once the reducer returns.
  public static func run(
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
  ) -> Self {
    let location = CodeLocation(fileID: fileID, line: line)
    // NB: The dependencies in force where the effect is made, which a `withDependencies` around it in a
    // reducer may have changed: the operation runs with them wherever the store starts it.
    let dependencies = DependencyValues.current
    return Self(
      .run(
        Run(priority: priority, location: location) { send in
          do {
            try await dependencies.withCurrent { try await operation(send) }
          } catch is CancellationError {
          } catch {
            guard !Task.isCancelled else { return }
            if let handler {
              await handler(error, send)
            } else {
              RuntimeWarning.report(
                """
                An effect started at \(location) threw an error no one handled: \(error). \
                Pass a `catch:` handler to `Effect.run` to turn errors into actions.
                """
              )
            }
          }
        }
      )
    )
  }
}
