import StateKit
import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct TaskNeverTests {
  @Test func throwsCancellationErrorOnceCancelled() async {
    let task = Task { () async throws -> Void in try await Task.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func throwsAtOnceInATaskAlreadyCancelled() async {
    let task = Task { () async throws -> Void in
      withUnsafeCurrentTask { $0?.cancel() }
      try await Task.never()
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  private struct Waiter: Reducer {
    enum Action: Equatable, Sendable { case start, stop, ended }
    enum CancelID { case wait }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          do {
            try await Task.never()
          } catch {
            await send(.ended)  // NB: dropped: the effect was cancelled
          }
        }
        .cancellable(id: CancelID.wait)
      case .stop:
        return .cancel(id: CancelID.wait)
      case .ended:
        state += 1
        return .none
      }
    }
  }

  @MainActor @Test func keepsAnEffectRunningUntilItIsCancelled() async {
    let store = TestStore(initialState: 0) { Waiter() }
    await store.send(.start)
    // NB: The test store has let the effect run until it waits on something outside the store: it is
    // still in flight, so `send(.stop)` is what ends it, and nothing was fed back before.
    await store.send(.stop)
    await store.finish()
  }
}
