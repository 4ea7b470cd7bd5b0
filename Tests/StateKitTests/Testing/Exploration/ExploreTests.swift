import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExploreTests {
  // MARK: - Planted bugs, found and shrunk

  @Test func findsAnOffByOneThatOnlyFiveBookingsReach() async throws {
    let report = await explore(
      SeatBooking(), from: SeatBooking.State(), actions: { _ in [.cancel, .reset, .book] },
      invariant: SeatBooking.invariant)
    let failure = try #require(report.failure)
    #expect(failure.actions == [.book, .book, .book, .book, .book])
    #expect(failure.state == SeatBooking.State(booked: 5))
    #expect(failure.message == "5 seats booked for 4")
  }

  @Test func findsAResponseThatArrivesAfterASecondRequest() async throws {
    let report = await explore(
      Lookup(), from: Lookup.State(), actions: { _ in [.search, .advanceClock] }, maxDepth: 4,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: Lookup.invariant)
    let failure = try #require(report.failure)
    #expect(failure.actions == [.search, .search, .advanceClock])
    #expect(failure.state == Lookup.State(latestRequest: 2, result: 1, isLoading: false))
    #expect(
      failure.trace.steps.map(\.action) == [.search, .search, .advanceClock, .response(1), .response(2)])
    #expect(failure.trace.steps.map(\.origin.isSent) == [true, true, true, false, false])
  }

  @Test func findsAStackPopThatLeavesAStaleBreadcrumb() async throws {
    let report = await explore(
      Trail(), from: Trail.State(), actions: Trail.actions, maxDepth: 4, invariant: Trail.invariant)
    let failure = try #require(report.failure)
    #expect(failure.actions == [.open("a"), .path(.element(id: 0, action: .closeTapped))])
    #expect(failure.state.breadcrumbs == ["a"])
    #expect(failure.state.path.isEmpty)
    #expect(failure.trace.steps.last?.action == .path(.popFrom(id: 0)))
  }

  // MARK: - Correct features

  @Test func correctFeaturesReportNoFailure() async {
    let booking = await explore(
      SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] },
      invariant: SeatBooking.invariant)
    #expect(booking.failure == nil, "\(booking)")
    let lookup = await explore(
      Lookup(isFixed: true), from: Lookup.State(), actions: { _ in [.search, .advanceClock] }, maxDepth: 5,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: Lookup.invariant)
    #expect(lookup.failure == nil, "\(lookup)")
    let trail = await explore(
      Trail(isFixed: true), from: Trail.State(), actions: Trail.actions, maxDepth: 5,
      invariant: Trail.invariant)
    #expect(trail.failure == nil, "\(trail)")
  }

  @Test func aFailureDeeperThanTheMaximumDepthIsNotFound() async {
    let report = await explore(
      SeatBooking(), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] }, maxDepth: 4,
      invariant: SeatBooking.invariant)
    #expect(report.failure == nil)
    #expect(report.distinctStates == 5)
  }

  // MARK: - What an exhaustive exploration counts

  @Test func distinctStatesCountsEveryStateWithinTheDepthTheInitialOneIncluded() async {
    let booking = await explore(
      SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] },
      invariant: SeatBooking.invariant)
    #expect(booking.distinctStates == 5)  // 0 to 4 seats booked
    let shallow = await explore(
      SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] },
      maxDepth: 2, invariant: SeatBooking.invariant)
    #expect(shallow.distinctStates == 3)  // 0, 1 and 2
  }

  @Test func distinctStatesCountsTheStatesEffectsLeadTo() async {
    // After each tap (taps n, echoes n - 1), and after its echo (taps n, echoes n): 1 + 2 × 3 states.
    let report = await explore(
      Echo(), from: Echo.State(), actions: { _ in [.tap] }, maxDepth: 3, invariant: { _ in })
    #expect(report.distinctStates == 7)
    #expect(report.sequencesRun == 3)
    #expect(report.actionsSent == 1 + 2 + 3)
  }

  @Test func aStateReachedWithOtherEffectsInFlightIsExploredAgain() async throws {
    // `.ping` leaves the initial state as it was, with an answer in flight: only exploring it again
    // reaches the answer.
    let report = await explore(
      DelayedPing(), from: DelayedPing.State(), actions: { _ in [.ping, .advanceClock] }, maxDepth: 3,
      withDependencies: { $0.continuousClock = TestClock() },
      invariant: { state in
        if state.pongs > 1 { throw InvariantViolation("\(state.pongs) pongs") }
      })
    let failure = try #require(report.failure)
    #expect(failure.actions == [.ping, .ping, .advanceClock])
    let one = await explore(
      DelayedPing(), from: DelayedPing.State(), actions: { _ in [.ping, .advanceClock] }, maxDepth: 2,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: { _ in })
    #expect(one.distinctStates == 2)
  }

  @Test func actionsOfferedTwiceAreTriedOnce() async {
    let report = await explore(
      SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book, .book, .reset] },
      maxDepth: 1, invariant: SeatBooking.invariant)
    #expect(report.sequencesRun == 2)
  }

  @Test func aFeatureThatDismissedItselfTakesNoMoreActions() async {
    let report = await explore(
      Closable(), from: Closable.State(), actions: { _ in [.increment, .close] }, maxDepth: 2,
      invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    // [.increment], [.close], then from [.increment] only: a dismissed feature is not explored further.
    #expect(report.sequencesRun == 4)
    #expect(report.distinctStates == 3)
  }

  // MARK: - What a test store would fail

  @Test func aRuntimeWarningIsAFailure() async throws {
    let report = await explore(
      CountingLoader(), from: CountingLoader.State(), actions: { _ in [.load, .increment] }, maxDepth: 4,
      invariant: { _ in })
    let failure = try #require(report.failure)
    #expect(failure.actions == [.increment, .increment, .load])
    #expect(failure.message.contains("threw an error no one handled"))
  }

  @Test func anActionForAMissingElementIsAFailure() async throws {
    let report = await explore(
      Trail(isFixed: true), from: Trail.State(),
      actions: { state in Trail.actions(state) + [.path(.element(id: 1, action: .closeTapped))] },
      maxDepth: 3, invariant: Trail.invariant)
    let failure = try #require(report.failure)
    #expect(failure.actions == [.path(.element(id: 1, action: .closeTapped))])
    #expect(
      failure.message.contains("received closeTapped for the element with id #1, but no element has that id"))
  }

  @Test func effectsThatFeedActionsBackWithoutEndAreAFailure() async throws {
    let report = await explore(
      EndlessTimer(), from: EndlessTimer.State(), actions: { _ in [.start] }, maxDepth: 2, invariant: { _ in }
    )
    let failure = try #require(report.failure)
    #expect(failure.actions == [.start])
    #expect(failure.message.contains("Effects fed back more than 10000 actions within one step"))
    #expect(failure.state.ticks == 10_001)
  }

  @Test func aTestFailureWhileExploringStopsTheExploration() async {
    let failures = LockedState(0)
    await withKnownIssue {
      let report = await explore(
        UnsetDependencyReader(), from: UnsetDependencyReader.State(), actions: { _ in [.read] }, maxDepth: 5,
        invariant: { _ in })
      #expect(report.failure == nil)
      #expect(report.sequencesRun == 1)
      #expect(report.description.contains("The test failed while exploring"))
    } matching: { issue in
      failures.withLock { $0 += 1 }
      return issue.description.contains("\\.uuid has no test value")
    }
    #expect(failures.withLock { $0 } == 1)
  }

  // MARK: - Random sequences

  @Test func aRandomExplorationShrinksItsFailureUntilEveryActionIsNeeded() async throws {
    let report = await explore(
      SeatBooking(), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] }, maxDepth: 8,
      strategy: .random(seed: 7, runs: 500), invariant: SeatBooking.invariant)
    let failure = try #require(report.failure)
    #expect(failure.actions == [.book, .book, .book, .book, .book])
  }

  @Test func aRandomExplorationShrinksToActionsOfferedWhereTheyAreSent() async throws {
    let report = await explore(
      Trail(), from: Trail.State(), actions: Trail.actions, maxDepth: 6,
      strategy: .random(seed: 3, runs: 100),
      invariant: Trail.invariant)
    let failure = try #require(report.failure)
    // Closing a page needs it opened first; which page was closed is the seed's.
    #expect(
      failure.actions == [.open("a"), .path(.element(id: 0, action: .closeTapped))]
        || failure.actions == [.open("a"), .open("a"), .path(.element(id: 1, action: .closeTapped))])
  }

  @Test func aRandomExplorationIsTheSameForTheSameSeed() async {
    func run(seed: UInt64) async -> (Int, Int, Int) {
      let report = await explore(
        SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] },
        maxDepth: 3, strategy: .random(seed: seed, runs: 20), invariant: SeatBooking.invariant)
      return (report.sequencesRun, report.actionsSent, report.distinctStates)
    }
    let first = await run(seed: 42)
    let second = await run(seed: 42)
    #expect(first == second)
    #expect(first.0 == 20)
  }

  // MARK: - The report

  @Test func theDescriptionShowsTheSequenceItsLastChangeAndTheTest() async throws {
    let report = await explore(
      SeatBooking(), from: SeatBooking.State(), actions: { _ in [.book] }, invariant: SeatBooking.invariant)
    let failure = try #require(report.failure)
    let description = report.description
    #expect(
      description.hasPrefix("Explored SeatBooking with every sequence of up to 8 actions: 5 sequences run"))
    #expect(description.contains("The invariant failed after 5 actions (shrunk from 5 actions in 5 runs, "))
    #expect(description.contains("  send SeatBooking.Action.book\n"))
    #expect(description.contains("5 seats booked for 4\nThe last step changed the state:\n"))
    #expect(description.contains("  \\.booked: 4 → 5"))
    #expect(description.hasSuffix("A test that fails the same way:\n" + failure.testSource))
  }

  @Test func theDescriptionOfAnExplorationWithoutFailureSaysSo() async {
    let report = await explore(
      SeatBooking(isFixed: true), from: SeatBooking.State(), actions: { _ in [.book] }, maxDepth: 2,
      invariant: SeatBooking.invariant)
    #expect(
      report.description.hasPrefix(
        "Explored SeatBooking with every sequence of up to 2 actions: 2 sequences run, 3 actions sent, 3 distinct states reached, in "
      ))
    #expect(
      report.description.hasSuffix(
        """
         ms.
        Checked: the invariant, runtime warnings, runaway effects, leaked effects, leaked stores, determinism \
        (2 sequences run twice).
        No sequence failed.
        """), "\(report)")
  }
}
