import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A store of optional state learns that its instance is gone whether or not anything observes it, and
/// whatever observes it later, or below it, hears no more of it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct InstanceWatchTests {
  @Test func anUnobservedSheetDismissedAndPresentedAgainStaysGoneForAnObserverThatComesLater() async {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let old = store.scope(state: \.sheet, action: Panel.Action.sheet)!

    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State(ticks: 5)))
    var seen: [Int] = []
    let token = old.publisher.sink { seen.append($0.ticks) }
    store.send(.sheet(.increment))
    let warnings = await withRuntimeWarnings {
      old.send(.increment)
    }

    #expect(seen == [0])
    #expect(old.ticks == 0)
    #expect(store.sheet?.ticks == 6)
    #expect(warnings.count == 1)
    token.cancel()
  }

  @Test func aSheetObservedOnlyForAWhileStillLearnsOfALaterDismissal() async {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let old = store.scope(state: \.sheet, action: Panel.Action.sheet)!
    var seen: [Int] = []
    let token = old.publisher.sink { seen.append($0.ticks) }
    store.send(.sheet(.increment))
    token.cancel()

    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State()))
    let warnings = await withRuntimeWarnings {
      old.send(.increment)
    }

    #expect(seen == [0, 1])
    #expect(store.sheet?.ticks == 0)
    #expect(warnings.count == 1)
    // Observed again once gone, it shows what it showed last and hears nothing of the new sheet.
    var seenAgain: [Int] = []
    let again = old.publisher.sink { seenAgain.append($0.ticks) }
    store.send(.sheet(.increment))
    #expect(seenAgain == [1])
    again.cancel()
  }

  @Test func aSheetFirstObservedAfterItsStateChangedHearsItsLaterChanges() {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let sheet = store.scope(state: \.sheet, action: Panel.Action.sheet)!
    store.send(.sheet(.increment))

    var seen: [Int] = []
    let token = sheet.publisher.sink { seen.append($0.ticks) }
    store.send(.sheet(.increment))
    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State()))

    #expect(seen == [1, 2])
    #expect(sheet.ticks == 2)
    token.cancel()
  }

  @Test func aRowBelowAnUnobservedSheetIsGoneOnceTheSheetIsDismissed() async {
    let store = Store(initialState: Lists.State()) { Lists() }
    let sheet = store.scope(state: \.sheet, action: Lists.Action.sheet)!
    let row = sheet.scope(state: \.rows, id: 1, action: Lists.Sheet.Action.row)!
    var seen: [Int] = []
    let token = row.publisher.sink { seen.append($0.count) }

    store.send(.sheet(.row(1, .increment)))
    store.send(.set(nil))
    store.send(.set(Lists.Sheet(rows: [Lists.Row(id: 1, count: 10)])))
    store.send(.sheet(.row(1, .increment)))
    let warnings = await withRuntimeWarnings {
      row.send(.increment)
      sheet.send(.row(1, .increment))
    }

    #expect(seen == [0, 1])
    #expect(row.count == 1)
    #expect(store.sheet?.rows[id: 1]?.count == 11)
    #expect(warnings.count == 2)
    token.cancel()
  }

  @Test func aStoreDerivedFromAnUnobservedSheetStopsHearingOnceTheSheetIsDismissed() {
    let store = Store(initialState: Panel.State()) { Panel(clock: TestClock()) }
    let sheet = store.scope(state: \.sheet, action: Panel.Action.sheet)!
    let ticks = sheet.scope(state: \.ticks, action: { $0 })
    var seen: [Int] = []
    let token = ticks.publisher.sink { seen.append($0) }

    store.send(.sheet(.increment))
    store.send(.set(nil))
    store.send(.set(Panel.Sheet.State(ticks: 7)))
    store.send(.sheet(.increment))

    // It never hears of the sheet presented since.
    #expect(seen.starts(with: [0, 1]))
    #expect(seen.allSatisfy { $0 <= 1 })
    #expect(ticks.state <= 1)
    token.cancel()
  }

  /// The root store's core cancels its effects when it is released, at once: its sheet store, observed
  /// or not, must leave nothing that keeps that core alive once both stores are gone.
  @Test(arguments: [false, true])
  func releasingTheRootStoreOfASheetStoreCancelsItsEffects(sheetWasObserved: Bool) async {
    let started = Gate()
    let cancellations = Recorder<Int>()
    var store: Store<Host.State, Host.Action>? = Store(initialState: Host.State()) {
      Reduce<Host.State, Host.Action> { _, action in
        guard case .start = action else { return .none }
        return .run { _ in
          await withTaskCancellationHandler {
            started.open()
            await waitForCancellation()
          } onCancel: {
            cancellations.append(1)
          }
        }
      }
    }
    store!.send(.start)
    await started.wait()
    do {
      let sheet = store!.scope(state: \.sheet, action: Host.Action.sheet)!
      let token = sheetWasObserved ? sheet.publisher.sink { _ in } : nil
      store!.send(.sheet(1))
      token?.cancel()
    }

    // No action follows the sheet store's release: nothing but that release may end its watch.
    store = nil

    #expect(cancellations.values == [1])
  }

  /// A root whose state holds an optional sheet, and an action that starts an effect that never ends.
  enum Host {
    struct State { var sheet: Int? = 0 }
    enum Action: Sendable { case start, sheet(Int) }
  }
}

/// Rows in an optional sheet, changed by plain reducers.
struct Lists: Reducer {
  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var count = 0
  }

  struct Sheet: Equatable, Sendable {
    var rows: IdentifiedArray<Int, Row> = [Row(id: 1), Row(id: 2)]

    enum Action: Equatable, Sendable {
      case row(Int, RowAction)
    }
  }

  enum RowAction: Equatable, Sendable { case increment }

  struct State: Equatable, Sendable { var sheet: Sheet? = Sheet() }

  enum Action: Equatable, Sendable {
    case sheet(Sheet.Action)
    case set(Sheet?)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sheet(.row(let id, .increment)):
      state.sheet?.rows[id: id]?.count += 1
    case .set(let sheet):
      state.sheet = sheet
    }
    return .none
  }
}
