import StateKit
import StateKitTesting
import Testing

/// An effect still running at the end of a test is reported at the step that started it (the `send`, or
/// the `receive` of the action that started it), with that action, not at the `TestStore(…)` line.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreEffectOriginTests {
  /// `.start` feeds back `.subscribe`, whose effect never ends.
  struct Starter: Reducer {
    enum Action: Equatable, Sendable {
      case start
      case subscribe
      case forever
    }

    var body: some Reducer<Int, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .send(.subscribe)
        case .subscribe:
          state += 1
          return .run { _ in try await Task.never() }
        case .forever:
          return .run { _ in try await Task.never() }
        }
      }
    }
  }

  @Test func anEffectOfASentActionIsReportedAtItsSend() async {
    let sendLine = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: 0) { Starter() }
      await store.send(.forever)
    } matching: { issue in
      issue.message.contains("1 effect is still running at the end of the test:")
        && issue.message.contains(
          "an effect started by sending TestStoreEffectOriginTests.Starter.Action.forever at StateKitTests/TestStoreEffectOriginTests.swift:\(sendLine)"
        )
        && issue.message.contains("`await store.finish()`")
        && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func anEffectOfAReceivedActionIsReportedAtItsReceive() async {
    let receiveLine = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: 0) { Starter() }
      await store.send(.start)
      await store.receive(.subscribe) { $0 = 1 }
    } matching: { issue in
      issue.message.contains(
        "an effect started by receiving TestStoreEffectOriginTests.Starter.Action.subscribe at StateKitTests/TestStoreEffectOriginTests.swift:\(receiveLine)"
      )
        && issue.sourceLocation?.line == receiveLine
    }
  }

  @Test func effectsOfTwoStepsAreReportedAtEachStep() async {
    let firstLine = #line + 4
    let reported = LockedState<[Int]>([])
    await withKnownIssue {
      let store = TestStore(initialState: 0) { Starter() }
      await store.send(.forever)
      await store.send(.forever)
    } matching: { issue in
      reported.withLock { $0.append(issue.sourceLocation?.line ?? 0) }
      return issue.message.contains("1 effect is still running at the end of the test:")
    }
    #expect(reported.withLock { $0 } == [firstLine, firstLine + 1])
  }
}
