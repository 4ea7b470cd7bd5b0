extension Result {
  /// Runs the asynchronous `body` and keeps what it returns as a success, or what it throws as a failure.
  ///
  /// ```swift
  /// case .refreshTapped:
  ///   return .run { send in
  ///     await send(.forecastLoaded(await Result { try await weatherClient.forecast("Lisbon") }))
  ///   }
  /// ```
  ///
  /// The asynchronous counterpart of the standard library's `Result(catching:)`, for an action that carries
  /// the outcome of a request. `body` runs on the caller's actor.
  ///
  /// - Parameters:
  ///   - isolation: The actor `body` runs on; leave the default, the caller's.
  ///   - body: The work whose outcome to keep.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws(Failure) -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
