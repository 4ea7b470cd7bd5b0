import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct ImmediateClockTests {
  let clock = ImmediateClock()

  @Test func sleepReturnsAtOnceAndMovesNowToTheDeadline() async throws {
    try await clock.sleep(for: .seconds(5))
    #expect(clock.now == .zero.advanced(by: .seconds(5)))

    try await clock.sleep(until: .zero.advanced(by: .seconds(7)))
    #expect(clock.now == .zero.advanced(by: .seconds(7)))
  }

  @Test func sleepingUntilAnEarlierInstantDoesNotMoveNowBack() async throws {
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(until: .zero.advanced(by: .seconds(1)))
    #expect(clock.now == .zero.advanced(by: .seconds(5)))
  }

  @Test func sleepingInACancelledTaskThrowsAndLeavesNowAlone() async {
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(5))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.now == .zero)
  }

  @Test func copiesShareOneNow() async throws {
    let copy = clock
    try await copy.sleep(for: .seconds(2))
    #expect(clock.now == .zero.advanced(by: .seconds(2)))
  }

  @Test func durationsBetweenInstantsAreTheirOffsetsDifference() {
    let start = ImmediateClock.Instant(offset: .seconds(2))
    let end = start.advanced(by: .milliseconds(500))
    #expect(start.duration(to: end) == .milliseconds(500))
    #expect(end.duration(to: start) == .milliseconds(-500))
    #expect(start < end)
  }
}
