import StateKit
import Testing

/// The counter of the seed article, written against the public API: the view gets a formatted count, a
/// description and a colour through a scoped store, and sends view actions that the scope translates.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct CounterSeedTests {
  @Test func theViewStateGroupsThousandsAndDescribesTheSign() {
    let store = Store(initialState: Counter.State(count: 999), reducer: Counter())
    let view = store.scope(state: { $0.view }, action: Counter.Action.view)

    #expect(view.state == Counter.ViewState(count: "999", description: "0 or more", colour: .green))

    view.send(.plus)
    #expect(view.count == "1,000")

    store.send(.decrementTapped)
    store.send(.decrementTapped)
    #expect(view.count == "998")
  }

  @Test func belowZeroTheViewSaysNegativeInRed() {
    let store = Store(initialState: Counter.State(count: 0), reducer: Counter())
    let view = store.scope(state: { $0.view }, action: Counter.Action.view)
    #expect(view.description == "0 or more")
    #expect(view.colour == .green)

    view.send(.minus)
    #expect(view.state == Counter.ViewState(count: "-1", description: "negative", colour: .red))
  }

  @Test func largeCountsAreGroupedByThousandsWhateverTheLocale() {
    #expect(1_234_567.groupedByThousands == "1,234,567")
    #expect((-1_234_567).groupedByThousands == "-1,234,567")
    #expect(100.groupedByThousands == "100")
    #expect(0.groupedByThousands == "0")
  }
}
