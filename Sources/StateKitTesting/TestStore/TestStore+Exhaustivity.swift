extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it back: for a stretch of a
  /// test that asserts less (or more) than the rest.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refreshTapped)
  ///   await store.receive(\.refreshed) { $0.isLoading = false }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity of the steps `operation` takes.
  ///   - operation: The steps.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity<State>,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs the synchronous `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it back.
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoading = false }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity of the steps `operation` takes.
  ///   - operation: The steps.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity<State>,
    operation: () throws -> Result
  ) rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }
}
