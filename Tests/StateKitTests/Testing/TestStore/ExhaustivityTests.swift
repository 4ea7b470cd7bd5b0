import StateKit
import StateKitTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExhaustivityTests {
  // MARK: - Partial: on, ignoring key paths

  @Test func changesAtIgnoredKeyPathsNeedNoAssertion() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .on(ignoring: \.lastUpdated, \.analytics)
    await store.send(.touched)
    // An expectation about an ignored key path is not checked either.
    await store.send(.touched) { $0.lastUpdated = 99 }
    #expect(store.state.lastUpdated == 2)
    #expect(store.state.analytics == ["touched", "touched"])
  }

  @Test func changesElsewhereStillMustBeAsserted() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .on(ignoring: \.lastUpdated)
    await withKnownIssue {
      await store.send(.touched)
    } matching: { issue in
      issue.message.contains("but the test did not assert it")
        && issue.message.contains(#"\.analytics[0]: added "touched""#)
        && !issue.message.contains(#"\.lastUpdated"#)
    }
  }

  @Test func ignoredNestedKeyPathsLeaveTheRestOfTheirParentChecked() async {
    struct Profile: Reducer {
      struct State: Equatable {
        struct Session: Equatable {
          var user = "ada"
          var lastSeen = 0
        }
        var session = Session()
      }
      enum Action { case seen, renamed(String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .seen: state.session.lastSeen += 1
        case .renamed(let name): state.session.user = name
        }
        return .none
      }
    }
    let store = TestStore(initialState: Profile.State(), reducer: Profile())
    store.exhaustivity = .on(ignoring: \.session.lastSeen)
    await store.send(.seen)
    await withKnownIssue {
      await store.send(.renamed("grace"))
    } matching: { issue in
      issue.message.contains(#"\.session.user: "ada" → "grace""#)
    }
  }

  @Test func receivedActionsAndEffectsStayExhaustiveWhenKeyPathsAreIgnored() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .on(ignoring: \.lastUpdated, \.analytics)
    await store.send(.doubleIncrementTapped)
    await withKnownIssue {
      await store.send(.touched)
    } matching: { issue in
      issue.message.contains("2 actions fed back by effects were not received")
    }
  }

  // MARK: - Off

  @Test func offChecksOnlyWhatTheTestAsserts() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.touched)
    await store.send(.incrementTapped) { $0.count = 1 }
    #expect(store.state.lastUpdated == 1)
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 3 }
    } matching: { issue in
      issue.message.contains(#"\.count: 3 → 2"#)
    }
  }

  @Test func offRunsActionsTheTestDidNotReceiveBeforeTheNextStep() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.doubleIncrementTapped)
    await store.send(.factTapped).finish()
    store.assert { $0.count = 2 }
    await store.send(.incrementTapped) { $0.fact = "2 is a good number." }
    #expect(store.state.count == 3)
  }

  @Test func offReceiveSkipsTheActionsBeforeTheOneItExpects() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.incrementAndFetchFactTapped)
    await store.receive(\.factResponse) { $0.fact = "0 is a good number." }
    #expect(store.state.count == 1)
  }

  @Test func offReceiveSaysWhichActionsItSkippedWhenTheOneItExpectsNeverComes() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.doubleIncrementTapped)
    await withKnownIssue {
      await store.receive(.timerTicked)
    } matching: { issue in
      issue.message.contains("no effect is running any more")
        && issue.message.contains(
          """
          Actions received and skipped while waiting (exhaustivity is off):
            EffectCounter.Action.incrementTapped
            EffectCounter.Action.incrementTapped
          """
        )
    }
  }

  @Test func offFinishProcessesTheActionsThatArriveAndLeavesRunningEffectsAlone() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    store.exhaustivity = .off
    await store.send(.subscribe)
    await store.send(.factTapped).finish()
    // The subscription never ends: finish gives up on it after the timeout, without failing.
    await store.finish(timeout: .milliseconds(20))
    #expect(store.state.fact == "0 is a good number.")
  }

  @Test func offCanShowWhatItSkippedWithoutFailing() async {
    let notes = Recorder<String>()
    let handler: @Sendable (String) -> Void = { notes.append($0) }
    await TestFailure.$noteHandler.withValue(handler) {
      let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.touched)
      await store.send(.doubleIncrementTapped)
      await store.send(.subscribe)
    }
    let skipped = notes.values.joined(separator: "\n---\n")
    #expect(skipped.contains("The state changed when sending EffectCounter.Action.touched in ways the test"))
    #expect(skipped.contains(#"\.lastUpdated: 0 → 1"#))
    #expect(skipped.contains("Skipped received actions:\n  EffectCounter.Action.incrementTapped"))
    #expect(skipped.contains("1 effect is still running at the end of the test:"))
  }
}
