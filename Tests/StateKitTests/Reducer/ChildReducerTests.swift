import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A child feature with a long-running effect, to see when its parent cancels it.
struct Stopwatch: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case tick
  }

  let started: Gate
  let cancelled: Recorder<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      let id = state.id
      return .run { [started, cancelled] send in
        await send(.tick)
        started.open()
        await waitForCancellation()
        cancelled.append(id)
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ChildReducerTests {
  struct State: Equatable {
    var counter = Counter.State(count: 0)
    var timer: Stopwatch.State?
    var timers: IdentifiedArrayOf<Stopwatch.State> = []
  }

  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case timer(Stopwatch.Action)
    case timers(id: Int, action: Stopwatch.Action)
    case showTimer
    case hideTimer
    case addTimer(Int)
    case removeTimer(Int)

    var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
    var timer: Stopwatch.Action? { if case .timer(let action) = self { action } else { nil } }
    var timers: (id: Int, action: Stopwatch.Action)? {
      if case .timers(let id, let action) = self { (id, action) } else { nil }
    }
  }

  struct Parent: Reducer {
    let started = Gate()
    let cancelled = Recorder<Int>()
    let log = Recorder<String>()

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter, extract: \.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case .showTimer: state.timer = Stopwatch.State(id: 0)
        case .hideTimer: state.timer = nil
        case .addTimer(let id): state.timers.append(Stopwatch.State(id: id))
        case .removeTimer(let id): state.timers.remove(id: id)
        case .timer(.tick): log.append("parent saw timer tick, ticks = \(state.timer?.ticks ?? -1)")
        case .counter, .timer, .timers: break
        }
        return .none
      }
      .ifLet(\.timer, action: Action.timer, extract: \.timer) {
        Stopwatch(started: started, cancelled: cancelled)
      }
      .forEach(\.timers, action: Action.timers, extract: \.timers) {
        Stopwatch(started: started, cancelled: cancelled)
      }
    }
  }

  @Test func scopeRunsTheChildOnlyForChildActions() {
    let store = Store(initialState: State(), reducer: Parent())
    store.send(.counter(.incrementTapped))
    store.send(.showTimer)
    #expect(store.counter.count == 1)
  }

  @Test func ifLetRunsTheChildFirstWhileItsStateExists() async {
    let parent = Parent()
    let store = Store(initialState: State(), reducer: parent)
    store.send(.showTimer)
    store.send(.timer(.tick))
    #expect(store.timer?.ticks == 1)
    #expect(parent.log.values == ["parent saw timer tick, ticks = 1"])
  }

  @Test func ifLetWarnsAndSkipsTheChildWhenItsStateIsNil() async {
    let store = Store(initialState: State(), reducer: Parent())
    let warnings = await withRuntimeWarnings {
      store.send(.timer(.tick))
    }
    #expect(store.timer == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ifLet") == true)
    #expect(warnings.first?.contains("tick") == true)
    #expect(warnings.first?.contains("ChildReducerTests.swift") == true)
  }

  @Test func clearingTheChildStateCancelsTheChildsEffects() async {
    let parent = Parent()
    let store = Store(initialState: State(), reducer: parent)
    store.send(.showTimer)
    let task = store.send(.timer(.start))
    await parent.started.wait()
    #expect(store.timer?.ticks == 1)

    store.send(.hideTimer)
    await task.finish()

    #expect(parent.cancelled.values == [0])
  }

  @Test func forEachRunsTheElementWithTheActionsID() {
    let store = Store(initialState: State(), reducer: Parent())
    store.send(.addTimer(1))
    store.send(.addTimer(2))
    store.send(.timers(id: 2, action: .tick))
    store.send(.timers(id: 2, action: .tick))
    #expect(store.timers.map(\.ticks) == [0, 2])
  }

  @Test func forEachWarnsAboutAnActionForAMissingElement() async {
    let store = Store(initialState: State(), reducer: Parent())
    store.send(.addTimer(1))
    let warnings = await withRuntimeWarnings {
      store.send(.timers(id: 9, action: .tick))
    }
    #expect(store.timers.map(\.ticks) == [0])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("forEach") == true)
    #expect(warnings.first?.contains("id 9") == true)
  }

  @Test func removingAnElementCancelsOnlyThatElementsEffects() async {
    let parent = Parent()
    let store = Store(initialState: State(), reducer: parent)
    store.send(.addTimer(1))
    store.send(.addTimer(2))
    let first = store.send(.timers(id: 1, action: .start))
    await parent.started.wait()
    let second = store.send(.timers(id: 2, action: .start))

    store.send(.removeTimer(1))
    await first.finish()
    #expect(parent.cancelled.values == [1])

    store.send(.removeTimer(2))
    await second.finish()
    #expect(parent.cancelled.values == [1, 2])
  }
}
