import StateKit
import StateKitTesting
import Testing

/// `ifLet` cancels a child's effects when the child goes away or changes identity.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct IfLetIdentityTests {
  @Test func aReplacedChildsAutosaveLoopStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Places.State(sheet: Ticker.State(id: 1))) {
      Places(clock: clock)
    }
    let autosave = await store.send(.sheet(.start))
    #expect(clock.sleeperCount == 1)

    // Another document in the same sheet: a new child, although the sheet never closed.
    await store.send(.present(Ticker.State(id: 2))) {
      $0.sheet = Ticker.State(id: 2)
    }

    await autosave.finish()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(store.state.sheet == Ticker.State(id: 2))
    await store.finish()
  }

  @Test func aChildWithoutAnIDThatGoesAwayHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Panel.State()) { Panel(clock: clock) }
    let timer = await store.send(.sheet(.start))
    #expect(clock.sleeperCount == 1)

    await store.send(.set(nil)) {
      $0.sheet = nil
    }

    await timer.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func anActionQueuedByAReplacedChildIsDroppedAndReported() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) {
      Places(clock: clock)
    }

    // The child returns `.send(.saved)`; the parent replaces the child in the same action.
    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.save))
    }

    #expect(store.sheet == Ticker.State(id: 2, saved: 0))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("saved") == true)
    #expect(warnings.first?.contains("dropped") == true)
  }

  @Test func switchingADestinationsCaseCancelsTheOldCasesEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Places.State(destination: .editor(Ticker.State(id: 1)))) {
      Places(clock: clock)
    }
    let editor = store.scope(state: \.destination?.editor, action: { .destination(.editor($0)) })
    #expect(editor != nil)
    #expect(store.scope(state: \.destination?.share, action: { .destination(.share($0)) }) == nil)
    // NB: A plain store: the autosave may not be asleep yet when the case switches. Either way it must be
    // cancelled, and `finish()` returns only once it has ended.
    let autosave = editor?.send(.start)

    // Same payload, same id: only the case changed.
    store.send(.setDestination(.share(Ticker.State(id: 1))))

    await autosave?.finish()
    #expect(clock.sleeperCount == 0)
    #expect(store.scope(state: \.destination?.editor, action: { .destination(.editor($0)) }) == nil)
    let warnings = await withRuntimeWarnings {
      editor?.send(.tick)
    }
    #expect(warnings.count == 1)
    #expect(store.destination == .share(Ticker.State(id: 1)))
  }

  @Test func aScopeToACaseThatIsNotActiveReportsTheAction() async {
    let store = Store(initialState: Places.State(destination: .share(Ticker.State(id: 1)))) {
      Places(clock: TestClock())
    }
    let warnings = await withRuntimeWarnings {
      store.send(.destination(.editor(.tick)))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("was not the active one") == true)
  }
}

/// A parent of a child whose state is not `Identifiable`: only its presence makes its identity.
struct Panel: Reducer {
  struct Sheet: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case start, tick, increment }
    let clock: TestClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: "timer")
      case .tick, .increment:
        state.ticks += 1
        return .none
      }
    }
  }

  struct State: Equatable, Sendable { var sheet: Sheet.State? = Sheet.State() }

  enum Action: Equatable, Sendable {
    case sheet(Sheet.Action)
    case set(Sheet.State?)
    var sheet: Sheet.Action? { if case .sheet(let action) = self { action } else { nil } }
  }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .set(let sheet) = action { state.sheet = sheet }
      return .none
    }
    .ifLet(\.sheet, action: Action.sheet, extract: \.sheet) { Sheet(clock: clock) }
  }
}
