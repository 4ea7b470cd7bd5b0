import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExplorationTestSourceTests {
  @Test func anInvariantFailureIsRecordedWhereItHappens() async throws {
    let report = await explore(
      SeatBooking(), from: SeatBooking.State(), actions: { _ in [.book, .cancel, .reset] },
      invariant: SeatBooking.invariant)
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func seatBookingBreaksItsInvariant() async {
          let store = TestStore(initialState: SeatBooking.State(booked: 0, capacity: 4)) {
            SeatBooking(isFixed: false)
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.book) { $0.booked = 1 }
          await store.send(.book) { $0.booked = 2 }
          await store.send(.book) { $0.booked = 3 }
          await store.send(.book) { $0.booked = 4 }
          await store.send(.book) { $0.booked = 5 }
          Issue.record("The invariant failed: 5 seats booked for 4")
        }
        """)
  }

  @Test func actionsEffectsSendAreReceivedWithTheirStates() async throws {
    let report = await explore(
      Lookup(), from: Lookup.State(), actions: { _ in [.search, .advanceClock] }, maxDepth: 4,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: Lookup.invariant)
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func lookupBreaksItsInvariant() async {
          let store = TestStore(initialState: Lookup.State(latestRequest: 0, result: nil, isLoading: false)) {
            Lookup(isFixed: false)
          } withDependencies: {
            $0.continuousClock = TestClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.search) {
            $0.latestRequest = 1
            $0.isLoading = true
          }
          await store.send(.search) { $0.latestRequest = 2 }
          await store.send(.advanceClock)
          await store.receive(.response(1)) {
            $0.result = 1
            $0.isLoading = false
          }
          Issue.record("The invariant failed: shows the response to request 1, but request 2 is the latest")
          await store.receive(.response(2)) { $0.result = 2 }
        }
        """)
  }

  @Test func aStackIsAssertedElementByElement() async throws {
    let report = await explore(
      Trail(), from: Trail.State(), actions: Trail.actions, maxDepth: 4, invariant: Trail.invariant)
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func trailBreaksItsInvariant() async {
          let store = TestStore(initialState: Trail.State(path: [], breadcrumbs: [])) {
            Trail(isFixed: false)
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.open("a")) {
            $0.path[id: 0] = TrailPage.State(title: "a")
            $0.breadcrumbs = ["a"]
          }
          await store.send(.path(.element(id: 0, action: .closeTapped)))
          await store.receive(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
          Issue.record("The invariant failed: 1 breadcrumbs for 0 pages")
        }
        """)
  }

  @Test func aRuntimeWarningFailsTheTestByItself() async throws {
    let report = await explore(
      CountingLoader(), from: CountingLoader.State(), actions: { _ in [.load, .increment] }, maxDepth: 4,
      invariant: { _ in })
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func countingLoaderRaisesARuntimeWarning() async {
          let store = TestStore(initialState: CountingLoader.State(count: 0)) {
            CountingLoader()
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.increment) { $0.count = 1 }
          await store.send(.increment) { $0.count = 2 }
          // explore: this step raises a runtime warning, which fails the test.
          await store.send(.load)
        }
        """)
  }

  @Test func aRunawaySkipsTheActionsThatFollow() async throws {
    let report = await explore(
      EndlessTimer(), from: EndlessTimer.State(), actions: { _ in [.start] }, maxDepth: 2, invariant: { _ in }
    )
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func endlessTimerFeedsActionsBackWithoutEnd() async {
          let store = TestStore(initialState: EndlessTimer.State(ticks: 0)) {
            EndlessTimer()
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.start)
          // explore: effects feed actions back without end here: the test store stops them and fails.
          store.skipReceivedActions()
        }
        """)
  }

  @Test func effectsStillInFlightAndOtherDependenciesAreNoted() async throws {
    let report = await explore(
      DelayedPing(), from: DelayedPing.State(), actions: { _ in [.ping, .advanceClock] }, maxDepth: 3,
      withDependencies: {
        $0.continuousClock = TestClock()
        $0.uuid = .incrementing
      },
      invariant: { state in
        if state.pongs > 0 { throw InvariantViolation("a pong") }
      })
    let failure = try #require(report.failure)
    #expect(failure.actions == [.ping, .advanceClock])
    #expect(
      failure.testSource == """
        @MainActor @Test func delayedPingBreaksItsInvariant() async {
          let store = TestStore(initialState: DelayedPing.State(pongs: 0)) {
            DelayedPing()
          } withDependencies: {
            $0.continuousClock = TestClock()
            $0.suspendingClock = ImmediateClock()
            // Set, too, the other value explore's withDependencies set.
          }
          await store.send(.ping)
          await store.send(.advanceClock)
          await store.receive(.pong) { $0.pongs = 1 }
          Issue.record("The invariant failed: a pong")
        }
        """)
  }

  @Test func anActionThatIsNotEquatableIsReceivedByAPredicateAndNamedInAComment() async throws {
    let report = await explore(
      Ringer(), from: Ringer.State(), actions: { _ in [.tap] }, maxDepth: 2,
      invariant: { state in
        if state.rings > 0 { throw InvariantViolation("it rang") }
      })
    let failure = try #require(report.failure)
    #expect(
      failure.testSource == """
        @MainActor @Test func ringerBreaksItsInvariant() async {
          let store = TestStore(initialState: Ringer.State(rings: 0)) {
            Ringer()
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.suspendingClock = ImmediateClock()
          }
          await store.send(.tap)
          // Ringer.Action.ring(Ringer.Bell(tone: 440))
          await store.receive({ _ in true }) { $0.rings = 1 }
          Issue.record("The invariant failed: it rang")
        }
        """)
  }

  // MARK: - The trace

  @Test func theTraceReplaysInATestStore() async throws {
    let report = await explore(
      Lookup(), from: Lookup.State(), actions: { _ in [.search, .advanceClock] }, maxDepth: 4,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: Lookup.invariant)
    let failure = try #require(report.failure)
    #expect(failure.trace.initialState == Lookup.State())
    #expect(failure.trace.steps.filter(\.origin.isSent).map(\.action) == failure.actions)
    #expect(failure.trace.steps.last?.state == Lookup.State(latestRequest: 2, result: 2, isLoading: false))
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.replay(failure.trace)
  }

  @Test func theTraceOfAStackPopReplays() async throws {
    let report = await explore(
      Trail(), from: Trail.State(), actions: Trail.actions, maxDepth: 4, invariant: Trail.invariant)
    let failure = try #require(report.failure)
    let store = TestStore(initialState: Trail.State()) {
      Trail()
    }
    await store.replay(failure.trace)
    #expect(store.state == failure.state)
  }
}
