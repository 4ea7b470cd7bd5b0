import Foundation
import StateKit
import StateKitTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct EffectTests {
  enum Action: Equatable, Sendable {
    case start
    case received(Int)
    case startMerged
    case startConcatenated
    case stop
  }

  /// A store whose state lists every `.received` value, and whose reducer returns `effect(action)` for
  /// every other action.
  func makeRecordingStore(
    onReceive: @escaping (Int) -> Void = { _ in },
    effect: @escaping (Action) -> Effect<Action>
  ) -> Store<[Int], Action> {
    Store(initialState: []) {
      Reduce<[Int], Action> { state, action in
        guard case .received(let value) = action else { return effect(action) }
        state.append(value)
        onReceive(value)
        return .none
      }
    }
  }

  @Test func runWorkRunsOffTheMainActor() async {
    // The effect blocks its thread until the test, on the main actor, lets it go: had the effect run on
    // the main actor, the test could not run, and the wait would time out. The timeout is long because
    // the main actor is shared with every test running beside this one, some of which hold it for a
    // minute or more on a loaded machine.
    let started = Gate()
    let mayFinish = DispatchSemaphore(value: 0)
    let wasReleased = Recorder<Bool>()
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        guard action == .start else { return .none }
        return .run { _ in
          started.open()
          wasReleased.append(mayFinish.wait(timeout: .now() + 600) == .success)
        }
      }
    }

    let task = store.send(.start)
    await started.wait()
    mayFinish.signal()
    await task.finish()

    #expect(wasReleased.values == [true])
  }

  @Test func actionsSentByAnEffectArriveInTheOrderItSentThem() async {
    let store = makeRecordingStore { action in
      switch action {
      case .start:
        return .run { send in
          for value in 1...1_000 {
            await send(.received(value))
          }
        }
      default:
        return .none
      }
    }

    await store.send(.start).finish()

    #expect(store.state == Array(1...1_000))
  }

  @Test func mergedEffectsRunConcurrently() async {
    // Each effect waits for the other to have started: only concurrent effects can both finish.
    let firstStarted = Gate()
    let secondStarted = Gate()
    let store = makeRecordingStore { action in
      switch action {
      case .startMerged:
        return .merge(
          .run { send in
            firstStarted.open()
            await secondStarted.wait()
            await send(.received(1))
          },
          .run { send in
            secondStarted.open()
            await firstStarted.wait()
            await send(.received(2))
          }
        )
      default:
        return .none
      }
    }

    await store.send(.startMerged).finish()

    #expect(store.state.sorted() == [1, 2])
  }

  @Test func concatenatedEffectsRunOneAfterAnother() async {
    let events = Recorder<String>()
    let store = makeRecordingStore { action in
      switch action {
      case .startConcatenated:
        return .concatenate(
          .send(.received(0)),
          .run { send in
            events.append("first started")
            await Task.yield()
            await send(.received(1))
            events.append("first finished")
          },
          .run { send in
            events.append("second started")
            await send(.received(2))
          },
          .send(.received(3))
        )
      default:
        return .none
      }
    }

    let task = store.send(.startConcatenated)
    // The leading `.send` is synchronous; the rest waits for its turn.
    #expect(store.state == [0])
    await task.finish()

    #expect(events.values == ["first started", "first finished", "second started"])
    #expect(store.state == [0, 1, 2, 3])
  }

  @Test func cancellingByIDStopsTheWorkAndDropsWhatItSendsAfterwards() async {
    let proceed = Gate()
    let firstDelivered = Gate()
    let sawCancellation = Recorder<Bool>()
    let store = makeRecordingStore(
      onReceive: { _ in firstDelivered.open() },
      effect: { action in
        switch action {
        case .start:
          return .run { send in
            await send(.received(1))
            await proceed.wait()
            sawCancellation.append(Task.isCancelled)
            await send(.received(2))
          }
          .cancellable(id: "work")
        case .stop:
          return .cancel(id: "work")
        default:
          return .none
        }
      })

    let task = store.send(.start)
    // Let the effect deliver its first action, then cancel it before it may go on.
    await firstDelivered.wait()
    store.send(.stop)
    proceed.open()
    await task.finish()

    #expect(sawCancellation.values == [true])
    #expect(store.state == [1])
  }

  @Test func cancelInFlightCancelsThePreviousEffectWithTheSameID() async {
    let gates = [Gate(), Gate()]
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, value in
        if value < 0 {
          state.append(-value)
          return .none
        }
        return .run { send in
          await gates[value].wait()
          await send(-(value + 1))
        }
        .cancellable(id: "search", cancelInFlight: true)
      }
    }

    let first = store.send(0)
    let second = store.send(1)
    gates[0].open()
    gates[1].open()
    await first.finish()
    await second.finish()

    #expect(store.state == [2])
  }

  @Test func mapEmbedsAChildsEffectsInTheParentsActions() async {
    enum Parent: Equatable, Sendable { case child(Action) }
    let store = Store(initialState: [Parent]()) {
      Reduce<[Parent], Parent> { state, action in
        state.append(action)
        guard action == .child(.start) else { return .none }
        let childEffect = Effect<Action>.merge(
          .send(.received(1)),
          .run { send in await send(.received(2)) }
        )
        return childEffect.map(Parent.child)
      }
    }

    await store.send(.child(.start)).finish()

    #expect(store.state == [.child(.start), .child(.received(1)), .child(.received(2))])
  }

  @Test func anErrorThrownByAnEffectGoesToItsCatchHandler() async {
    struct Failure: Error {}
    let store = makeRecordingStore { action in
      switch action {
      case .start:
        return .run { _ in
          throw Failure()
        } catch: { _, send in
          await send(.received(-1))
        }
      default:
        return .none
      }
    }
    await store.send(.start).finish()
    #expect(store.state == [-1])
  }

  @Test func anErrorNoOneHandlesIsReportedWithTheEffectsLocation() async {
    struct Failure: Error {}
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, _ in .run { _ in throw Failure() } }
    }
    let warnings = await withRuntimeWarnings {
      await store.send(.start).finish()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("EffectTests.swift") == true)
    #expect(warnings.first?.contains("Failure") == true)
  }
}
