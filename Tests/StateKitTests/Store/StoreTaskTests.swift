import StateKit
import StateKitTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreTaskTests {
  enum Action: Equatable, Sendable {
    case load
    case loaded(Int)
    case saved
    case tick
  }

  @Test func finishReturnsAtOnceWhenTheActionStartedNoWork() async {
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let task = store.send(.incrementTapped)
    await task.finish()
    #expect(task == store.send(.incrementTapped))  // both handles hold no work
  }

  @Test func finishWaitsForTheEffectsOfTheActionAndOfTheActionsTheyFedBack() async {
    let saves = Recorder<Int>()
    let store = Store(initialState: [Action]()) {
      Reduce<[Action], Action> { state, action in
        state.append(action)
        switch action {
        case .load:
          return .run { send in await send(.loaded(42)) }
        case .loaded(let value):
          // Started by an action an effect fed back: still part of the `.load` task.
          return .run { send in
            await Task.yield()
            saves.append(value)
            await send(.saved)
          }
        default:
          return .none
        }
      }
    }

    await store.send(.load).finish()

    #expect(saves.values == [42])
    #expect(store.state == [.load, .loaded(42), .saved])
  }

  @Test func cancelStopsTheEffectsOfTheActionAndDropsWhatTheySendAfterwards() async {
    let proceed = Gate()
    let store = Store(initialState: [Action]()) {
      Reduce<[Action], Action> { state, action in
        state.append(action)
        guard action == .load else { return .none }
        return .run { send in
          await proceed.wait()
          await send(.loaded(1))
        }
      }
    }

    let task = store.send(.load)
    task.cancel()
    proceed.open()
    await task.finish()

    #expect(task.isCancelled)
    #expect(store.state == [.load])
  }

  @Test func anActionQueuedDuringProcessingGetsATaskForItsOwnEffects() async {
    let store = Store(initialState: [Action]()) {
      Reduce<[Action], Action> { state, action in
        state.append(action)
        switch action {
        case .tick: return .run { send in await send(.saved) }
        default: return .none
        }
      }
    }
    var queuedTask: StoreTask?
    let token = store.observeChanges { _ in
      if store.state == [.load] { queuedTask = store.send(.tick) }
    }
    defer { token.cancel() }

    let outer = store.send(.load)
    await outer.finish()
    await queuedTask?.finish()

    #expect(queuedTask != nil)
    #expect(queuedTask != outer)
    #expect(store.state == [.load, .tick, .saved])
  }
}
