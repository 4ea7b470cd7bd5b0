import StateKit
import Testing

/// Misuse a user can commit gets a message that says what happened and what to do. Two more live beside
/// the code they test: an action sent to a store whose optional state is gone (`ScopeTests`), and an
/// effect that sends after its store is gone (`StoreLifetimeTests`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MisuseTests {
  enum Action: Equatable, Sendable {
    case ping(Int)
    case pong(Int)
    case tick
    case start
    case done
  }

  // MARK: - Runaway chains

  @Test func aRunawayChainOfSendEffectsIsStoppedWithAMessageNamingTheCycle() async {
    var processed = 0
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { state, action in
        processed += 1
        switch action {
        case .ping(let round): return .send(.pong(round))
        case .pong(let round): return .send(.ping(round == 0 ? 1 : 0))
        case .tick:
          state += 1
          return .none
        default: return .none
        }
      }
    }

    let warnings = await withRuntimeWarnings {
      let task = store.send(.ping(0))
      await task.finish()  // returns: the dropped actions are not waited for
    }

    #expect(processed == 1_000_000)
    #expect(warnings.count == 1)
    let message = warnings.first ?? ""
    #expect(message.contains("One send(_:) of ping(0) processed 1000000 actions synchronously"))
    #expect(message.contains("cycling through"))
    #expect(message.contains("cycling through ping(0) → pong(0) → ping(1) → pong(1)."))
    #expect(message.contains("dropped the 1 action still queued"))
    #expect(message.contains("`.send` effect, or an observer that sends"))

    // The store keeps working.
    store.send(.tick)
    #expect(store.state == 1)
  }

  @Test func aRunawayChainThroughAnObserverIsStoppedAndItsDroppedActionIsNotWaitedFor() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { state, _ in
        state += 1
        return .none
      }
    }
    var lastTask: StoreTask?
    let token = store.observeChanges { _ in lastTask = store.send(.tick) }

    let warnings = await withRuntimeWarnings {
      store.send(.start)
    }
    token.cancel()
    // The observer's last send was queued, then dropped: its task must not wait for it.
    await lastTask?.finish()

    #expect(store.state == 1_000_000)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("One send(_:) of start processed 1000000 actions") == true)
    #expect(warnings.first?.contains("cycling through tick.") == true)
    #expect(warnings.first?.contains("dropped the 1 action still queued") == true)

    store.send(.done)
    #expect(store.state == 1_000_001)
  }
}
