import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreReceiveTests {
  @Test func anActionFedBackByARunEffectIsReducedWhenItArrivesAndWaitsForTheTest() async {
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(fact: { "\($0) is a good number." })
    }
    await store.send(.factTapped).finish()
    // The effect has ended and sent its action: the store reduced it, as a Store does, while the
    // asserted state waits for the test to receive it.
    #expect(store.liveState.fact == "0 is a good number.")
    #expect(store.state.fact == nil)

    await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    await store.finish()
  }

  @Test func receiveWaitsForAnActionThatIsNotThereYet() async {
    let gate = Gate()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(fact: { count in
        await gate.wait()
        return "\(count)"
      })
    }
    await store.send(.factTapped)
    // Receiving suspends until the effect sends; the gate opens only once the test is waiting.
    async let received: Void = store.receive(.factResponse("0")) { $0.fact = "0" }
    gate.open()
    await received
  }

  @Test func actionsOfSendEffectsAreReceivedToo() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.doubleIncrementTapped)
    await store.receive(.incrementTapped) { $0.count = 1 }
    await store.receive(.incrementTapped) { $0.count = 2 }
  }

  @Test func concatenatedEffectsFeedBackInOrderAndTheirCancellablePartsStayCancellable() async {
    struct Steps: Reducer {
      enum Action: Equatable, Sendable { case start, step(Int), stop }
      enum CancelID { case tail }
      let tailStarted: Gate
      func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .concatenate(
            .run { send in await send(.step(1)) },
            .send(.step(2)),
            .run { [tailStarted] _ in
              tailStarted.open()
              await waitForCancellation()
            }
            .cancellable(id: CancelID.tail)
          )
        case .step(let number):
          state.append(number)
          return .none
        case .stop:
          return .cancel(id: CancelID.tail)
        }
      }
    }
    let tailStarted = Gate()
    let store = TestStore(initialState: [], reducer: Steps(tailStarted: tailStarted))
    // Generous: a passing test never waits for it; if `.stop` did not reach the tail, finish would.
    store.timeout = .seconds(10)
    await store.send(.start)
    await store.receive(.step(1)) { $0 = [1] }
    await store.receive(.step(2)) { $0 = [1, 2] }
    // Cancelling reaches only work that has started: wait for the tail, as a real store would need to.
    await tailStarted.wait()
    await store.send(.stop)
    await store.finish()
  }

  @Test func receiveMatchesByPredicateOrByCase() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await store.receive(
      { $0.factResponse?.hasSuffix("good number.") == true },
      assert: { $0.fact = "0 is a good number." }
    )
    await store.send(.factTapped)
    // The same fact again: the state does not change, so the step asserts nothing (TCA's rule).
    await store.receive(\.factResponse)
  }

  @Test(.timeLimit(.minutes(5)))
  func anActionThatNoRunningEffectCanSendFailsAtOnceAndSaysWhatArrived() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    // A huge timeout: the failure must come from knowing no effect is left, not from waiting.
    store.timeout = .seconds(3_600)
    await store.send(.factTapped)
    await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
    await withKnownIssue {
      await store.receive(.timerTicked)
    } matching: { issue in
      issue.message.contains("Expected to receive EffectCounter.Action.timerTicked, but no effect is running")
        && issue.message.contains(
          "Actions received before:\n  EffectCounter.Action.factResponse(\"0 is a good number.\")"
        )
    }
  }

  @Test func anActionThatAnEffectAwaitingWorkOutsideTheTestDoesNotSendFailsAfterTheTimeout() async {
    // The effect sleeps on the continuous clock, outside the test's control: only the timeout ends the
    // wait, and the store cannot tell that nothing will come.
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, action in
        guard action else { return .none }
        return .run { send in
          try await Task.sleep(for: .seconds(3_600))
          await send(false)
        }
      }
    }
    store.timeout = .milliseconds(20)
    let task = await store.send(true)
    await withKnownIssue {
      await store.receive(false)
    } matching: { issue in
      issue.message.contains("Expected to receive false, but nothing arrived within 0.02 seconds")
        && issue.message.contains("an effect started by sending true")
        && issue.message.contains("TestStoreReceiveTests.swift:")
    }
    await task.cancel()
  }

  @Test func receivingWhileEveryEffectSleepsOnTheTestClockFailsAtOnceWithHowFarToAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter(clock: clock)
    }
    // NB: A timeout no wait in this test may reach: had the failure waited for it, the test would fail by
    // its time limit instead. A bound on the wall-clock time it took would fail on a loaded machine.
    store.timeout = .seconds(3_600)
    await store.send(.startTimer) { $0.isTimerRunning = true }
    await withKnownIssue {
      await store.receive(.timerTicked) { $0.count = 1 }
    } matching: { issue in
      issue.message.contains(
        "Expected to receive EffectCounter.Action.timerTicked, but the effect still running")
        && issue.message.contains("sleeps on a TestClock")
        && issue.message.contains("the first wakes 1.0 seconds from the clock's now")
        && issue.message.contains("`await clock.advance(by: .seconds(1))`")
    }
    await store.send(.stopTimer) { $0.isTimerRunning = false }
  }

  @Test func receivingAnActionOtherThanTheNextOneFailsAndShowsBoth() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await withKnownIssue {
      await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    } matching: { issue in
      issue.message.contains(
        #"Expected to receive EffectCounter.Action.factResponse("1 is a good number."), but the next action"#
      )
        && issue.message.contains(#"  EffectCounter.Action.factResponse("0 is a good number.")"#)
        && issue.message.contains("(- expected, + received)")
        && issue.message.contains(#"- EffectCounter.Action.factResponse("1 is a good number.")"#)
    }
    // The action that did arrive was still run through the reducer.
    #expect(store.state.fact == "0 is a good number.")
  }

  @Test func receivingByCaseReportsTheCaseThatWasExpected() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.doubleIncrementTapped)
    await withKnownIssue {
      await store.receive(\.factResponse)
    } matching: { issue in
      issue.message.contains("Expected to receive an action of the case the given key path extracts")
        && issue.message.contains(
          "next action fed back by an effect is:\n  EffectCounter.Action.incrementTapped")
    }
    store.skipReceivedActions()
    #expect(store.state.count == 2)
  }

  @Test func skipReceivedActionsRunsThemThroughTheReducer() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.doubleIncrementTapped)
    store.skipReceivedActions()
    #expect(store.state.count == 2)
    await store.send(.decrementTapped) { $0.count = 1 }
  }
}
