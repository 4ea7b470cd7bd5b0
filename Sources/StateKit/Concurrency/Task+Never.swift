extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// An effect that must stay alive until it is cancelled (one that holds a subscription, or a test double
  /// of an endpoint that never answers) waits on it:
  ///
  /// ```swift
  /// store.dependencies.weatherClient.forecast = { _ in try await Task.never() }
  /// ```
  ///
  /// - Throws: `CancellationError`, once the task is cancelled; at once if it already is.
  public static func never() async throws -> Never {
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    // NB: Nothing finishes the stream, and it yields nothing: iterating ends only when the task is
    // cancelled. The `defer` keeps the continuation alive until then.
    defer { continuation.finish() }
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }
}
