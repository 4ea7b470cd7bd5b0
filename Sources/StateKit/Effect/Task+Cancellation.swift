extension Task where Success == Never, Failure == Never {
  /// Cancels, from an effect's asynchronous work, every running effect registered under `id`: what
  /// returning ``Effect/cancel(id:)`` from the reducer does, where no reducer is at hand.
  ///
  /// ```swift
  /// return .run { send in
  ///   await Task.cancel(id: CancelID.timer)
  ///   …
  /// }
  /// ```
  ///
  /// It reaches what `.cancel(id:)` returned by the same feature instance would: the effects of its store,
  /// of this feature instance and of the children it presents, registered with
  /// ``Effect/cancellable(id:cancelInFlight:)`` or with
  /// ``withTaskCancellation(id:cancelInFlight:fileID:line:operation:)``. Called outside every store's
  /// effect, it cancels nothing, and says so in a runtime warning.
  ///
  /// - Parameters:
  ///   - id: The identifier of the effects to cancel.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  public static func cancel(
    id: some Hashable & Sendable,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    guard let running = RunningEffect.current else {
      return reportOutsideEffect("Task.cancel(id: \(id))", fileID: fileID, line: line)
    }
    running.registry.cancel(id: EffectID(id), in: running.namespace)
  }
}

/// Runs `operation` as work that ``Effect/cancel(id:)`` and `Task.cancel(id:)` cancel by
/// `id`, from inside an effect's asynchronous work, and returns its result.
///
/// The async counterpart of ``Effect/cancellable(id:cancelInFlight:)``, with the same identifiers in the
/// same feature instance: a `.cancel(id:)` returned by the reducer cancels `operation`, and this call with
/// `cancelInFlight: true` cancels an effect made cancellable with the same `id` (and vice versa).
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.search(query))
///   }
/// }
/// ```
///
/// `operation` runs in a task of its own, which is cancelled when the calling task is. Cancelled, it
/// stops cooperatively, and this returns what it returns or throws what it throws (a sleep throws
/// `CancellationError`). Called outside every store's effect, it runs `operation` where nothing can
/// cancel it by `id`, and says so in a runtime warning.
///
/// - Parameters:
///   - id: The identifier to cancel the work with.
///   - cancelInFlight: Whether to cancel the work and effects already running under `id` first.
///   - fileID: The file of the call, for messages that point at it; leave the default.
///   - line: The line of the call, for messages that point at it; leave the default.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withTaskCancellation<Value: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  operation: @escaping @Sendable () async throws(Failure) -> Value
) async throws(Failure) -> Value {
  guard let running = RunningEffect.current else {
    reportOutsideEffect("withTaskCancellation(id: \(id))", fileID: fileID, line: line)
    return try await operation()
  }
  let id = EffectID(id)
  if cancelInFlight { running.registry.cancel(id: id, in: running.namespace) }
  let outcome = LockedState<Result<Value, Failure>?>(nil)
  // NB: A task of its own, registered under `id` in the effect's feature instance, as a cancellable
  // effect's is: cancelling the identifier cancels this task alone, not the effect that awaits it.
  let task = running.registry.launch(
    priority: nil,
    namespace: running.namespace,
    keys: [CancelKey(namespace: running.namespace, id: id)],
    group: nil
  ) {
    let result: Result<Value, Failure>
    do throws(Failure) {
      result = .success(try await operation())
    } catch {
      result = .failure(error)
    }
    outcome.withLock { $0 = result }
  }
  await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  // NB: The task has finished, and it sets the outcome before it finishes. A switch rather than
  // `Result.get()`, which throws `any Error` in the SDKs of the oldest supported systems.
  switch outcome.withLock({ $0! }) {
  case .success(let value): return value
  case .failure(let error): throw error
  }
}

/// Reports a cancellation function called outside every store's effect, where no identifier is kept.
private func reportOutsideEffect(_ call: String, fileID: StaticString, line: UInt) {
  RuntimeWarning.report(
    """
    \(call) at \(CodeLocation(fileID: fileID, line: line)) ran outside every store's effect, where no \
    cancellation identifier is kept: it cancels nothing there, and nothing can cancel it. Call it in the \
    work of an `Effect.run`, whose identifiers belong to its store and feature instance.
    """
  )
}
