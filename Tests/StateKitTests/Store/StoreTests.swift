import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreTests {
  @Test func sendRunsTheReducerAndTheStateReflectsIt() {
    let store = Store(initialState: Counter.State(count: 0), reducer: Counter())
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    store.send(.decrementTapped)
    #expect(store.state.count == 1)
    #expect(store.count == 1)
  }

  @Test func theReducerBuilderInitializerBuildsTheReducer() {
    let store = Store(initialState: Counter.State(count: 5)) {
      Counter()
    }
    store.send(.decrementTapped)
    #expect(store.count == 4)
  }

  @Test func sendEffectsAreProcessedInOrderBeforeSendReturns() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { log, action in
        log.append(action)
        switch action {
        case "a": return .merge(.send("b"), .send("c"))
        case "b": return .send("d")
        default: return .none
        }
      }
    }
    store.send("a")
    // "b" and "c" were queued by "a"; "d" was queued by "b" behind "c".
    #expect(store.state == ["a", "b", "c", "d"])
  }

  @Test func anActionSentFromAnObserverIsQueuedNotProcessedRecursively() {
    var depth = 0
    var maximumDepth = 0
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { log, action in
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        defer { depth -= 1 }
        log.append(action)
        return action == "first" ? .send("from effect") : .none
      }
    }
    var sentFromObserver = false
    let token = store.observeChanges { _ in
      guard !sentFromObserver else { return }
      sentFromObserver = true
      store.send("from observer")
    }
    defer { token.cancel() }

    store.send("first")

    #expect(maximumDepth == 1)
    // The observer ran after "first"; its action waited behind the `.send` effect "first" had queued.
    #expect(store.state == ["first", "from effect", "from observer"])
  }

  @Test func anActionSentFromAScopedStoreDuringProcessingIsQueued() {
    struct State {
      var log: [String] = []
      var child = 0
    }
    var depth = 0
    var maximumDepth = 0
    let store = Store(initialState: State()) {
      Reduce<State, String> { state, action in
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        defer { depth -= 1 }
        state.log.append(action)
        return .none
      }
    }
    let child = store.scope(state: \.child, action: { (action: String) in "child: \(action)" })
    let token = store.observeChanges { _ in
      if store.state.log.count == 1 { child.send("hello") }
    }
    defer { token.cancel() }

    store.send("parent")

    #expect(maximumDepth == 1)
    #expect(store.state.log == ["parent", "child: hello"])
  }

  @Test func aChainOfOneHundredThousandSendEffectsCompletesWithoutGrowingTheStack() {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { count, remaining in
        count += 1
        return remaining > 1 ? .send(remaining - 1) : .none
      }
    }
    store.send(100_000)
    #expect(store.state == 100_000)
  }

  @Test func observersAreCalledAfterEveryActionUntilCancelled() {
    let store = Store(initialState: Counter.State(count: 0), reducer: Counter())
    var seen: [Int] = []
    let token = store.observeChanges { _ in seen.append(store.count) }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    token.cancel()
    store.send(.incrementTapped)
    #expect(seen == [1, 2])
  }
}
