import Testing

/// Runs each test of a suite expecting it to fail with an issue whose text contains `message`: for the
/// tests an exploration wrote, pasted as they are, which fail the way the exploration found.
///
/// ```swift
/// @Suite(.failsAsExplored("The invariant failed: 5 seats booked for 4"))
/// struct SeatBookingGeneratedTest {
///   // the test, pasted verbatim
/// }
/// ```
struct FailsAsExplored: SuiteTrait, TestTrait, TestScoping {
  let message: String

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    try await withKnownIssue {
      try await function()
    } matching: { issue in
      issue.message.contains(message)
    }
  }
}

extension Trait where Self == FailsAsExplored {
  /// Each test of the suite must fail with an issue whose text contains `message`.
  static func failsAsExplored(_ message: String) -> Self {
    FailsAsExplored(message: message)
  }
}
