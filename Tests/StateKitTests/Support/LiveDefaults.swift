import StateKit

/// Runs `body` with the default dependency values of a program that runs no tests (live values, with
/// nothing set) rather than the test's own: for the tests of what an app reads.
func withLiveDefaults<Result>(_ body: () throws -> Result) rethrows -> Result {
  try TestDependencyScopes.$isBypassed.withValue(true, operation: body)
}

/// ``withLiveDefaults(_:)`` for asynchronous work.
func withLiveDefaults<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await TestDependencyScopes.$isBypassed.withValue(true, operation: body, isolation: isolation)
}
