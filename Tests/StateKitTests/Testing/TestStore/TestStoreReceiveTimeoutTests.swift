import StateKit
import StateKitTesting
import Testing

/// `receive(_:timeout:)` and `finish(timeout:)` bound one wait, alongside the store-wide `timeout`.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreReceiveTimeoutTests {
  /// Sends `false` an hour after `true`, on the continuous clock: an effect the test cannot speed up.
  private static func slowFeature() -> some Reducer<Int, Bool> {
    Reduce<Int, Bool> { _, action in
      guard action else { return .none }
      return .run { send in
        try await Task.sleep(for: .seconds(3_600))
        await send(false)
      }
    }
  }

  @Test func aReceiveWaitsNoLongerThanItsOwnTimeout() async {
    let store = TestStore(initialState: 0) { Self.slowFeature() }
    // The store-wide timeout would hold the test for an hour: the call's own bounds the wait.
    store.timeout = .seconds(3_600)
    let task = await store.send(true)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(false, timeout: .milliseconds(20))
    } matching: { issue in
      issue.message.contains("Expected to receive false, but nothing arrived within 0.02 seconds")
        && issue.message.contains("an effect started by sending true at")
        && issue.message.contains("pass a longer `timeout:` to this receive")
        && issue.sourceLocation?.line == line
    }
    await task.cancel()
  }

  @Test func aReceiveOfACaseTakesATimeout() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await store.receive(EffectCounter.Action.factResponse, timeout: .seconds(1)) {
      $0.fact = "0 is a good number."
    }
  }

  @Test func aReceiveWithATimeoutStillReturnsAsSoonAsTheActionArrives() async {
    let store = TestStore(initialState: EffectCounter.State(), reducer: EffectCounter())
    await store.send(.factTapped)
    await store.receive(.factResponse("0 is a good number."), timeout: .seconds(3_600)) {
      $0.fact = "0 is a good number."
    }
  }

  @Test func finishWaitsNoLongerThanItsOwnTimeout() async {
    let store = TestStore(initialState: 0) { Self.slowFeature() }
    store.timeout = .seconds(3_600)
    await store.send(true)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.message.contains("1 effect is still running at finish() after waiting 0.02 seconds:")
    }
  }
}
