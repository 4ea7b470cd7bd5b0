import StateKit
import StateKitTesting
import Testing

/// `finish()` ties an action's effects to the task that waits for them, as a SwiftUI `.task` does.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreTaskFinishTests {
  @Test func cancellingTheTaskThatWaitsCancelsTheEffectsAndEndsTheWait() async {
    let started = Gate()
    let cancelled = Gate()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        guard !action else {
          state += 1
          return .none
        }
        return .run { send in
          started.open()
          await waitForCancellation()
          cancelled.open()
        }
      }
    }
    let waiting = Task { await store.send(false).finish() }
    await started.wait()
    waiting.cancel()
    await waiting.value
    await cancelled.wait()
    #expect(store.state == 0)
  }

  @Test func aTaskThatIsNotCancelledWaitsForTheEffectsToEnd() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        guard !action else {
          state += 1
          return .none
        }
        return .run { send in await send(true) }
      }
    }
    await store.send(false).finish()
    #expect(store.state == 1)
  }
}
