import StateKit
import Testing

/// Misuse a user can commit gets a message that says what happened and what to do. Two more live beside
/// the code they test: an action sent to a store whose optional state is gone (`ScopeTests`), and an
/// effect that sends after its store is gone (`StoreLifetimeTests`).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct MisuseTests {
  enum CancelID { case search }

  enum Action: Equatable, Sendable {
    case search
    case cancelSearch
    case cancelSearchByString
    case ping(Int)
    case pong(Int)
    case tick
    case start
    case done
  }

  /// `.search` starts an effect under `CancelID.search` that runs until cancelled (or, given `finishes`,
  /// ends at once); the two cancels cancel it by the right identifier and by a string that prints the same.
  func searchStore(finishes: Bool = false) -> Store<[Action], Action> {
    Store(initialState: []) {
      Reduce<[Action], Action> { state, action in
        state.append(action)
        switch action {
        case .search:
          return .run { _ in if !finishes { await waitForCancellation() } }
            .cancellable(id: CancelID.search)
        case .cancelSearch:
          return .cancel(id: CancelID.search)
        case .cancelSearchByString:
          return .cancel(id: "search")
        default:
          return .none
        }
      }
    }
  }

  // MARK: - Cancelling an identifier nothing runs under

  @Test func cancellingWithAnIdentifierOfAnotherTypeThatPrintsTheSameIsReported() async {
    let store = searchStore()
    let search = store.send(.search)

    let warnings = await withRuntimeWarnings {
      store.send(.cancelSearchByString)
    }

    #expect(warnings.count == 1)
    let message = warnings.first ?? ""
    #expect(message.contains(#"`.cancel(id: "search")`"#))
    #expect(message.contains("returned for cancelSearchByString"))
    #expect(message.contains("cancelled nothing"))
    #expect(message.contains("of type String"))
    #expect(message.contains("MisuseTests.CancelID.search, of type CancelID"))
    #expect(message.contains("Use the same identifier, of the same type"))
    #expect(!search.isCancelled)

    store.send(.cancelSearch)  // the right identifier still works
    await search.finish()
  }

  @Test func cancellingAnIdentifierWhoseEffectFinishedOrNeverStartedIsSilent() async {
    let store = searchStore(finishes: true)

    let warnings = await withRuntimeWarnings {
      store.send(.cancelSearch)  // never started: cancel-on-disappear before anything ran
      await store.send(.search).finish()
      store.send(.cancelSearch)  // finished: a search that completed
      store.send(.cancelSearchByString)  // nothing runs that it could have been meant for
    }

    #expect(warnings.isEmpty)
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

  // MARK: - A projection that traps

  #if os(Linux) || os(macOS) || os(Windows)
    /// StateKit cannot catch a trap in the user's projection; what it promises is that the trap is the
    /// projection's own, at the user's line, when a store reads a state the projection cannot handle (here a
    /// detail that was dismissed), and not a crash somewhere inside StateKit. The fix is to scope to the
    /// optional state (`scope(state: \.detail, action:)`), which the message of `Store.scope` points to.
    @Test func aProjectionThatTrapsStopsTheProcessWithTheProjectionsOwnMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        @MainActor in
        struct State { var detail: Int? = 1 }
        let store = Store(initialState: State()) {
          Reduce<State, Bool> { state, _ in
            state.detail = nil
            return .none
          }
        }
        let detail = store.scope(state: { $0.detail! }, action: { (_: Int) in true })
        let token = detail.publisher.sink { _ in }
        store.send(true)  // the scoped store's observer reads the detail, which is gone
        withExtendedLifetime(token) {}
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.contains("MisuseTests.swift"))
      #expect(output.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
    }

    /// A reducer that reads a store it captured reads the state the reducer is changing: the read stops
    /// with a message that says so, rather than returning a half-changed state.
    @Test func readingTheStateWhileTheReducerChangesItStopsWithAMessageThatSaysSo() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        @MainActor in sendToAStoreWhoseReducerReadsIt(throughAPropertyPublisher: false)
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.contains("The store's state was read while its reducer was changing it"))
    }

    /// A publisher of a stored property of a scoped store reads the property where the root keeps the
    /// state, with no core in between: it checks the same, and stops with the same message.
    @Test func aPropertyPublisherReadDuringTheReducerStopsWithTheSameMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        @MainActor in sendToAStoreWhoseReducerReadsIt(throughAPropertyPublisher: true)
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.contains("The store's state was read while its reducer was changing it"))
    }
  #endif
}

#if os(Linux) || os(macOS) || os(Windows)
  /// Sends an action to a store whose reducer reads the store it captured: its state, or a property of a
  /// store scoped from it, through a publisher (subscribing delivers the current value at once).
  @MainActor
  private func sendToAStoreWhoseReducerReadsIt(throughAPropertyPublisher: Bool) {
    final class Box { var store: Store<Profile.State, Profile.Action>? }
    let box = Box()
    let store = Store(initialState: Profile.State()) {
      Reduce<Profile.State, Profile.Action> { _, _ in
        guard let store = box.store else { return .none }
        if throughAPropertyPublisher {
          let token = store.scope(state: \.header, action: { $0 }).publisher.title.sink { _ in }
          withExtendedLifetime(token) {}
        } else {
          _ = store.state
        }
        return .none
      }
    }
    box.store = store
    store.send(.visited)
  }
#endif
