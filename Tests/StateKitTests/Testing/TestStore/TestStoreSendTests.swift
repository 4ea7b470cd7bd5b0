import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreSendTests {
  @Test func sendRunsTheReducerAndChecksTheExpectedState() async {
    let store = TestStore(initialState: EffectCounter.State()) {
      EffectCounter()
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.incrementTapped) { $0.count = 2 }
    await store.send(.decrementTapped) { $0.count = 1 }
    #expect(store.state.count == 1)
  }

  @Test func anActionThatChangesNothingNeedsNoClosure() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.stopTimer)
    #expect(store.state == EffectCounter.State())
  }

  @Test func assertChecksTheCurrentStateWithoutSending() async {
    let store = TestStore(initialState: EffectCounter.State(count: 7), reducer: EffectCounter())
    store.assert { $0.count = 7 }
    withKnownIssue {
      store.assert { $0.count = 8 }
    } matching: { issue in
      issue.message.contains("The state after assert is not what the test expected")
        && issue.message.contains(#"\.count: 8 → 7"#)
    }
  }

  @Test func aStateThatDiffersFromTheExpectationFailsWithADiffAndTheKeyPaths() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    let line: UInt = #line + 2
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
        && issue.sourceLocation?.fileName == "TestStoreSendTests.swift"
        && issue.message.contains(
          "The state after sending EffectCounter.Action.incrementTapped is not what the test expected"
        )
        && issue.message.contains("(- expected, + actual)")
        && issue.message.contains("-   count: 2,")
        && issue.message.contains("+   count: 1,")
        && issue.message.contains("Key paths that differ (expected → actual):\n  \\.count: 2 → 1")
    }
    // The store moved on with the real state.
    #expect(store.state.count == 1)
  }

  @Test func aStateChangeTheTestDidNotAssertFails() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await withKnownIssue {
      await store.send(.incrementTapped)
    } matching: { issue in
      issue.message.contains(
        "The state changed when sending EffectCounter.Action.incrementTapped, but the test did not assert it"
      )
        && issue.message.contains("{ $0.count = 1 }")
        && issue.message.contains("(- before, + after)")
        && issue.message.contains(#"\.count: 0 → 1"#)
    }
  }

  @Test func anAssertionClosureThatThrowsFails() async {
    struct Unexpected: Error {}
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await withKnownIssue {
      await store.send(.incrementTapped) { _ in throw Unexpected() }
    } matching: { issue in
      issue.message.contains("The assertion closure of sending EffectCounter.Action.incrementTapped threw")
        && issue.message.contains("Unexpected()")
    }
  }

  @Test func aLargeStateShowsOnlyTheChangedLines() async {
    struct Catalogue: Reducer {
      struct State: Equatable { var items = (0..<5_000).map { "item \($0)" } }
      enum Action { case rename(Int, String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard case .rename(let index, let name) = action else { return .none }
        state.items[index] = name
        return .none
      }
    }
    let store = TestStore(initialState: Catalogue.State(), reducer: Catalogue())
    await withKnownIssue {
      await store.send(.rename(2_500, "renamed")) { $0.items[2_500] = "wrong" }
    } matching: { issue in
      let lines = issue.message.split(separator: "\n")
      return issue.message.contains(#"-     "wrong","#)
        && issue.message.contains(#"+     "renamed","#)
        && issue.message.contains(#"\.items[2500]: "wrong" → "renamed""#)
        && !issue.message.contains("item 100,")
        && lines.count < 20
    }
  }

  @Test func actionsFedBackButNotReceivedFailTheNextSendAndAreThenProcessed() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.doubleIncrementTapped)
    await withKnownIssue {
      await store.send(.decrementTapped) { $0.count = 1 }
    } matching: { issue in
      issue.message.contains(
        "2 actions fed back by effects were not received before sending EffectCounter.Action.decrementTapped:"
      )
        && issue.message.contains(
          "  EffectCounter.Action.incrementTapped\n  EffectCounter.Action.incrementTapped")
        && issue.message.contains("`store.skipReceivedActions()`")
    }
    // The skipped actions ran before the new one, as they would have in a real store.
    #expect(store.state.count == 1)
  }
}
