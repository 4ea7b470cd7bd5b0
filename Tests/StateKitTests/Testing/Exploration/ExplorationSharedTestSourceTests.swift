import StateKit
import StateKitTesting
import Testing

/// A tally in shared memory, whose invariant breaks on the third tap.
private struct SharedTaps: Reducer {
  struct Stats: Equatable, Sendable {
    var taps = 0
  }

  struct State: Equatable {
    @Shared(.inMemory("ExplorationSharedTestSourceTests.taps")) var stats = Stats()
  }

  enum Action: Equatable, Sendable {
    case tap
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$stats.withLock { $0.taps += 1 }
    return .none
  }

  static func invariant(_ state: State) throws {
    if state.stats.taps > 2 { throw InvariantViolation("\(state.stats.taps) taps") }
  }
}

/// The test `explore` writes asserts each step's shared values as that step left them.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExplorationSharedTestSourceTests {
  @Test func theWrittenTestAssertsEachSharedValueAtItsStep() async throws {
    let report = await explore(
      SharedTaps(), from: SharedTaps.State(), actions: { _ in [.tap] }, maxDepth: 4,
      invariant: SharedTaps.invariant)
    let failure = try #require(report.failure)
    #expect(failure.testSource.contains("await store.send(.tap) { $0.stats.taps = 1 }"))
    #expect(failure.testSource.contains("await store.send(.tap) { $0.stats.taps = 2 }"))
    #expect(failure.testSource.contains("await store.send(.tap) { $0.stats.taps = 3 }"))
  }
}
