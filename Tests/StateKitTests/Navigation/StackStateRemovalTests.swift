import StateKit
import StateKitTesting
import Testing

/// `StackState`'s `removeLast()`, `removeLast(_:)`, `removeAll()`, and `stack[id:case:] = nil`, as a TCA
/// feature calls them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StackStateRemovalTests {
  enum Path {
    enum State: Equatable {
      case detail(Int)
      case settings(String)
    }
  }

  @Test func removeLastPopsTheTopAndReturnsIt() {
    var stack = StackState<Path.State>([.detail(1), .detail(2), .settings("a")])
    #expect(stack.removeLast() == .settings("a"))
    #expect(stack == StackState([.detail(1), .detail(2)]))
    #expect(stack.ids == [0, 1])
  }

  @Test func removeLastCountPopsThatMany() {
    var stack = StackState<Path.State>([.detail(1), .detail(2), .settings("a")])
    stack.removeLast(2)
    #expect(stack.ids == [0])
    stack.removeLast(0)
    #expect(stack.ids == [0])
    stack.removeLast(1)
    #expect(stack.isEmpty)
  }

  @Test func removeAllPopsEverythingAndNewElementsGetNewIDs() {
    var stack = StackState<Path.State>([.detail(1), .detail(2)])
    stack.removeAll()
    #expect(stack.isEmpty)
    stack.append(.detail(3))
    #expect(stack.ids == [2])
  }

  @Test func settingNilThroughTheCaseSubscriptRemovesTheElement() {
    var stack = StackState<Path.State>([.detail(1), .settings("a"), .detail(2)])
    let id = stack.ids[1]
    stack[id: id, case: Path.State.settings] = nil
    #expect(stack.ids == [0, 2])
    #expect(stack[id: 2, case: Path.State.detail] == 2)
    stack[id: id, case: Path.State.settings] = nil  // already gone: nothing to do
    #expect(stack.ids == [0, 2])
  }

  @Test func settingNilForAnElementOfAnotherCaseIsReportedAndRemovesNothing() async {
    var stack = StackState<Path.State>([.detail(1)])
    let warnings = await withRuntimeWarnings {
      stack[id: 0, case: Path.State.settings] = nil
    }
    #expect(stack.ids == [0])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("StackStateRemovalTests.swift:55") == true)
    #expect(warnings.first?.contains("it was not removed") == true)
  }

  @Test func removeLastInAReducerCancelsThePoppedScreensEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screens.State(path: [Ticker.State(id: 1), Ticker.State(id: 2)])) {
      Screens(clock: clock)
    }
    let bottom = await store.send(.path(.element(id: 0, action: .start)))
    let top = await store.send(.path(.element(id: 1, action: .start)))
    #expect(clock.sleeperCount == 2)
    await store.send(.backTapped) {
      $0.path.removeLast()
    }
    await top.finish()
    #expect(clock.sleeperCount == 1)
    await store.send(.closeAllTapped) {
      $0.path.removeAll()
    }
    await bottom.finish()
    #expect(clock.sleeperCount == 0)
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func removeLastFromAnEmptyStackStopsWithAMessage() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var stack = StackState<Int>()
        stack.removeLast()
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "StackState: can't remove last element from an empty stack"))
    }
  #endif
}

/// A stack of tickers whose parent pops with `removeLast()` and `removeAll()`.
private struct Screens: Reducer {
  struct State: Equatable {
    var path = StackState<Ticker.State>()
  }

  enum Action: Equatable, Sendable {
    case backTapped
    case closeAllTapped
    case path(StackAction<Ticker.State, Ticker.Action>)
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .backTapped:
        state.path.removeLast()
      case .closeAllTapped:
        state.path.removeAll()
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Ticker(clock: clock) }
  }
}
