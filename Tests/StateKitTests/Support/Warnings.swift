import StateKit
import TestSupport

/// Runs `body` and returns the runtime warnings StateKit reported in it and in the tasks it started.
@MainActor
func withRuntimeWarnings(_ body: () async throws -> Void) async rethrows -> [String] {
  let recorder = Recorder<String>()
  let handler: @Sendable (String) -> Void = { recorder.append($0) }
  try await RuntimeWarning.$handler.withValue(handler) {
    try await body()
  }
  return recorder.values
}
