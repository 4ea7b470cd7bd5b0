import StateKit
import StateKitTesting
import Testing

/// A mailbox that presents an alert, a sheet and an enum destination (one case of which is an alert)
/// through `ifLet(\.$…)`: the presentation reducer clears them and cancels their effects.
private struct Mailbox: Reducer {
  struct State: Equatable {
    var messages = ["Hello"]
    var saved = 0
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var sheet: Ticker.State?
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case deleteTapped
    case openSheet
    case openEditor
    case askInDestination
    case alert(PresentationAction<Alert>)
    case sheet(PresentationAction<Ticker.Action>)
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Equatable, Sendable {
      case confirmDeletion
      case askAgain
    }

    var alert: PresentationAction<Alert>? { if case .alert(let action) = self { action } else { nil } }
    var sheet: PresentationAction<Ticker.Action>? {
      if case .sheet(let action) = self { action } else { nil }
    }
    var destination: PresentationAction<Destination.Action>? {
      if case .destination(let action) = self { action } else { nil }
    }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case editor(Ticker.State)
      case alert(AlertState<Mailbox.Action.Alert>)

      var editor: Ticker.State? {
        get { if case .editor(let state) = self { state } else { nil } }
        set { if let newValue { self = .editor(newValue) } }
      }
    }

    enum Action: Equatable, Sendable {
      case editor(Ticker.Action)
      case alert(Mailbox.Action.Alert)

      var editor: Ticker.Action? { if case .editor(let action) = self { action } else { nil } }
    }

    let clock: TestClock

    var body: some Reducer<State, Action> {
      Scope(state: \.editor, action: Action.editor, extract: \.editor) { Ticker(clock: clock) }
    }
  }

  let clock: TestClock

  static func deleteAlert() -> AlertState<Action.Alert> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = Self.deleteAlert()
      case .alert(.presented(.confirmDeletion)), .destination(.presented(.alert(.confirmDeletion))):
        state.messages = []
      case .alert(.presented(.askAgain)):
        // The same alert, made again: it stays.
        state.alert = Self.deleteAlert()
      case .openSheet:
        state.sheet = Ticker.State(id: 1)
      case .sheet(.presented(.saved)):
        state.saved += 1
      case .openEditor:
        state.destination = .editor(Ticker.State(id: 2))
      case .askInDestination:
        state.destination = .alert(Self.deleteAlert())
      case .alert, .sheet, .destination:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert, extract: \.alert)
    .ifLet(\.$sheet, action: Action.sheet, extract: \.sheet) { Ticker(clock: clock) }
    .ifLet(\.$destination, action: Action.destination, extract: \.destination) {
      Destination(clock: clock)
    }
  }
}

/// A stopwatch sheet whose state is not identifiable, so that its identity is its presence: the
/// presentation reducer then tracks whether it is there, not which one it is.
private struct Lap: Reducer {
  struct State: Equatable {
    var ticks = 0
    @PresentationState var stopwatch: EndlessTimer.State?
  }

  enum Action: Equatable, Sendable {
    case open
    case reopen
    case close
    case stopwatch(PresentationAction<EndlessTimer.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open:
        state.stopwatch = EndlessTimer.State()
      case .reopen:
        state.stopwatch = EndlessTimer.State(ticks: 100)
      case .close:
        state.stopwatch = nil
      case .stopwatch(.presented(.tick)):
        state.ticks += 1
      case .stopwatch:
        break
      }
      return .none
    }
    .ifLet(\.$stopwatch, action: Action.stopwatch) { EndlessTimer() }
  }

  /// A test store of a lap whose stopwatch ticks on `clock`.
  @MainActor
  static func testStore(clock: TestClock) -> TestStore<State, Action> {
    TestStore(initialState: State()) {
      Lap()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentationReducerTests {
  @Test func aChildKnownByItsPresenceGoesWithItsEffectsWhenTheParentClearsIt() async {
    let clock = TestClock()
    let store = Lap.testStore(clock: clock)
    await store.send(.open) { $0.stopwatch = EndlessTimer.State() }
    await store.send(.stopwatch(.presented(.start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.stopwatch(.presented(.tick))) {
      $0.stopwatch?.ticks = 1
      $0.ticks = 1
    }
    await store.send(.close) { $0.stopwatch = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aChildKnownByItsPresenceIsClearedByADismissalWithItsEffects() async {
    let clock = TestClock()
    let store = Lap.testStore(clock: clock)
    await store.send(.open) { $0.stopwatch = EndlessTimer.State() }
    await store.send(.stopwatch(.presented(.start)))
    await store.send(.stopwatch(.dismiss)) { $0.stopwatch = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aChildKnownByItsPresenceKeepsItsEffectsWhenItsStateIsReplaced() async {
    let clock = TestClock()
    let store = Lap.testStore(clock: clock)
    await store.send(.open) { $0.stopwatch = EndlessTimer.State() }
    await store.send(.stopwatch(.presented(.start)))
    await store.send(.reopen) { $0.stopwatch = EndlessTimer.State(ticks: 100) }
    await clock.advance(by: .seconds(1))
    await store.receive(.stopwatch(.presented(.tick))) {
      $0.stopwatch?.ticks = 101
      $0.ticks = 1
    }
    await store.send(.close) { $0.stopwatch = nil }
    await store.finish()
  }

  @Test func anAlertClearsItselfAfterTheActionOfItsButton() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    await store.send(.deleteTapped) { $0.alert = Mailbox.deleteAlert() }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.messages = []
    }
  }

  @Test func anAlertPresentedAnewByItsButtonStays() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    await store.send(.deleteTapped) { $0.alert = Mailbox.deleteAlert() }
    await store.send(.alert(.presented(.askAgain)))
    #expect(store.state.alert != nil)
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func aDismissalFromTheViewClearsTheChildAndCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: clock) }
    await store.send(.openSheet) { $0.sheet = Ticker.State(id: 1) }
    await store.send(.sheet(.presented(.start)))
    #expect(clock.sleeperCount == 1)

    await store.send(.sheet(.dismiss)) { $0.sheet = nil }

    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aChildThatDismissesItselfSendsDismissThroughTheParent() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    await store.send(.openSheet) { $0.sheet = Ticker.State(id: 1) }
    await store.send(.sheet(.presented(.close)))
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func aChildThatSendsThenDismissesTellsTheParentFirst() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    await store.send(.openSheet) { $0.sheet = Ticker.State(id: 1) }
    await store.send(.sheet(.presented(.saveAndClose)))
    await store.receive(.sheet(.presented(.saved))) {
      $0.sheet?.saved = 1
      $0.saved = 1
    }
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
    await store.finish()
  }

  @Test func anAlertInACaseOfTheDestinationClearsItselfToo() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    await store.send(.askInDestination) { $0.destination = .alert(Mailbox.deleteAlert()) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.messages = []
    }
  }

  @Test func anEditorInTheDestinationStaysAfterItsActionsAndGoesWithItsEffectsWhenReplaced() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mailbox.State()) { Mailbox(clock: clock) }
    await store.send(.openEditor) { $0.destination = .editor(Ticker.State(id: 2)) }
    await store.send(.destination(.presented(.editor(.start))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.editor(.tick)))) {
      $0.destination = .editor(Ticker.State(id: 2, ticks: 1))
    }
    await store.send(.askInDestination) { $0.destination = .alert(Mailbox.deleteAlert()) }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aPresentedActionWithNothingPresentedIsReported() async {
    let store = Store(initialState: Mailbox.State()) { Mailbox(clock: TestClock()) }
    let warnings = await withRuntimeWarnings {
      store.send(.sheet(.presented(.tick)))
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("received the presented action tick while nothing was presented") == true)
  }
}
