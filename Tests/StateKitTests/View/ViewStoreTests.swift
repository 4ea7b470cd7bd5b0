import StateKit
import Testing

/// Code written once against the protocol, the way a generic view would be.
@MainActor
private func render<V: ViewStore>(_ viewStore: V, after actions: [V.Action]) -> V.ViewState {
  for action in actions {
    viewStore.send(action)
  }
  return viewStore.viewState
}

/// A hand-written view store whose `send` returns nothing.
@MainActor
private final class EchoViewStore: ViewStore {
  private(set) var viewState = ""

  func send(_ action: String) {
    viewState += action
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ViewStoreTests {
  @Test func aStoreIsAViewStoreOfItsState() {
    let store = Store(initialState: Counter.State(count: 0), reducer: Counter())
    let viewState = render(store, after: [.incrementTapped, .incrementTapped])
    #expect(viewState.count == 2)
  }

  @Test func aHandWrittenViewStoreConformsWithAPlainSend() {
    #expect(render(EchoViewStore(), after: ["a", "b"]) == "ab")
  }

  @Test func aStoresSendThroughTheProtocolStillReturnsItsTask() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action == 1 ? .run { send in await send(10) } : .none
      }
    }
    let task: StoreTask = sendThroughProtocol(store, 1)
    await task.finish()
    #expect(store.state == 11)
  }
}

@MainActor
private func sendThroughProtocol<V: ViewStore>(_ viewStore: V, _ action: V.Action) -> V.SendResult {
  viewStore.send(action)
}
