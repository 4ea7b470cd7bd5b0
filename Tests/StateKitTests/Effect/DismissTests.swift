import StateKit
import StateKitTesting
import Testing

/// `Effect.dismiss` and `send.dismiss()` clear exactly the instance that asked, and nothing newer.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DismissTests {
  @Test func aChildDismissesItselfFromItsReducer() async {
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) {
      Places(clock: TestClock())
    }
    await store.send(.sheet(.close)) {
      $0.sheet = nil
    }
  }

  @Test func aDismissedChildsEffectsAreCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: clock) }
    await store.send(.sheet(.start))
    #expect(clock.sleeperCount == 1)

    await store.send(.sheet(.close)) {
      $0.sheet = nil
    }

    // The timer no longer sleeps, and nothing is left running.
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aStackScreenDismissesItselfAndEveryScreenAboveIt() async {
    let store = Store(
      initialState: Places.State(path: [Ticker.State(id: 1), Ticker.State(id: 2), Ticker.State(id: 3)])
    ) {
      Places(clock: TestClock())
    }
    store.send(.path(.element(id: 1, action: .close)))
    #expect(store.path.ids == [0])
  }

  @Test func aRowDismissesItselfFromItsList() async {
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Places(clock: TestClock())
    }
    store.send(.row(id: 1, action: .close))
    #expect(store.rows.ids == [2])
  }

  @Test func aDestinationDismissesTheWholeDestination() async {
    let store = Store(initialState: Places.State(destination: .share(Ticker.State(id: 1)))) {
      Places(clock: TestClock())
    }
    store.send(.destination(.share(.close)))
    #expect(store.destination == nil)
  }

  @Test func aChildDismissesItselfFromInsideARunEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: clock) }
    await store.send(.sheet(.closeLater))

    await clock.advance(by: .seconds(1))

    // The effect dismisses the sheet while the clock advances, between steps: the test asserts it here.
    store.assert { $0.sheet = nil }
    await store.finish()
  }

  @Test func aDismissalBetweenStepsThatTheTestDoesNotAssertFailsTheNextStep() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: clock) }
    await store.send(.sheet(.closeLater))
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.send(.addRow(Ticker.State(id: 2))) { $0.rows.append(Ticker.State(id: 2)) }
    } matching: { issue in
      issue.message.hasPrefix("The state changed before sending Places.Action.addRow")
        && issue.message.contains("but not by an action")
        && issue.message.contains("`store.assert { … }`")
        && issue.message.contains("\\.sheet")
    }
  }

  @Test func aLateDismissalLeavesTheNewerChildAlone() async {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: TestClock()) }

    // The child returns `.merge(.send(.saved), .dismiss)`, and in the same action the parent replaces it
    // with the next document (see `Places`): the dismissal arrives after its child is gone.
    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.save))
    }

    #expect(store.sheet == Ticker.State(id: 2))
    // Only the `.saved` the replaced child sent is reported; the late dismissal does nothing, silently.
    #expect(warnings.count == 1)
  }

  @Test func aDismissalComesAfterTheActionsSentBeforeIt() async {
    var log: [String] = []
    let store = Store(initialState: Places.State(rows: [Ticker.State(id: 1)])) {
      Places(clock: TestClock())
      Reduce { state, action in
        if case .row(let id, .saved) = action { log.append("saved \(id), rows \(state.rows.ids)") }
        return .none
      }
    }

    store.send(.row(id: 1, action: .save))

    #expect(log == ["saved 1, rows [1]"])
    #expect(store.rows.isEmpty)
  }

  @Test func aLateDismissalFromARunEffectLeavesTheNewerChildAlone() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: clock) }
    await store.send(.sheet(.closeLater))

    await store.send(.present(Ticker.State(id: 2))) {
      $0.sheet = Ticker.State(id: 2)
    }
    await clock.advance(by: .seconds(1))

    #expect(store.state.sheet == Ticker.State(id: 2))
    await store.finish()
  }

  @Test func aDismissalWithNoPresentationIsReportedNamingTheReducer() async {
    let store = Store(initialState: Ticker.State(id: 1)) { Ticker(clock: TestClock()) }
    let warnings = await withRuntimeWarnings {
      store.send(.close)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("`Effect.dismiss`, returned by Ticker for close") == true)
    #expect(warnings.first?.contains("no presentation encloses") == true)
  }

  @Test func aStoreWithDependenciesNamesItsFeatureToo() async {
    let store = Store(initialState: Ticker.State(id: 1)) {
      Ticker(clock: TestClock())
    } withDependencies: {
      $0.context = .preview
    }
    let warnings = await withRuntimeWarnings {
      store.send(.close)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("`Effect.dismiss`, returned by Ticker for close") == true)
  }

  @Test func aDismissalFromARunWithNoPresentationIsReportedNamingTheCall() async {
    let clock = TestClock()
    let store = Store(initialState: Ticker.State(id: 1)) { Ticker(clock: clock) }
    let warnings = await withRuntimeWarnings {
      let task = store.send(.closeLater)
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1))
      await task.finish()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("`send.dismiss()` at StateKitTests/Navigation.swift:") == true)
  }
}
