import Foundation
import StateKitTesting
import Testing

// The samples of StateKitTesting's ExploringAFeature.md, verbatim (ArticleSamplesTests checks it): if this
// stops compiling or passing, the article is wrong. The README's "Exploring a feature" runs the same cart.

struct ExploringAFeatureArticle {
  /// A cart where every second unit of an item is free.
  struct Cart: Reducer {
    struct Item: Equatable, Identifiable {
      let id: Int
      var price: Int
      var quantity = 1
    }

    struct State: Equatable {
      var items: IdentifiedArrayOf<Item> = []
      var total = 0
      var orders: [UUID] = []
    }

    enum Action: Equatable {
      /// Adds a unit of the product with this id, which costs 5 times its id.
      case add(Int)
      /// Removes every unit of the item with this id.
      case remove(Int)
      case checkout
    }

    /// The planted bug: removing an item takes off the price of every unit, the free ones included.
    var forgetsFreeUnits = false

    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add(let id):
        let price = id * 5
        if state.items[id: id] == nil {
          state.items.append(Item(id: id, price: price))
          state.total += price
        } else {
          state.items[id: id]?.quantity += 1
          if state.items[id: id]!.quantity.isMultiple(of: 2) == false { state.total += price }
        }
      case .remove(let id):
        guard let item = state.items[id: id] else { return .none }
        let paid = forgetsFreeUnits ? item.quantity : item.quantity - item.quantity / 2
        state.total -= item.price * paid
        state.items[id: id] = nil
      case .checkout:
        state.orders.append(uuid())
        state.items = []
        state.total = 0
      }
      return .none
    }
  }

  @MainActor @Test func exploringTheCart() async {
    let report = await explore(
      Cart(),  // any Reducer
      from: Cart.State(),
      actions: { state in [.add(1), .add(2), .remove(1), .checkout] + state.items.map { .remove($0.id) } },
      maxDepth: 8,
      strategy: .exhaustive,  // or .random(seed: 42, runs: 10_000)
      withDependencies: { $0.uuid = .incrementing },
      invariant: { state in
        if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
      }
    )
    #expect(report.failure == nil, "\(report)")
  }

  /// Suggests completions of a query a second after it changes, cancelling the suggestions on their way
  /// for the query before.
  struct Autocomplete: Reducer {
    struct State: Equatable {
      var query = ""
      var isLoading = false
      var suggestions: [String] = []
      var suggestedFor = ""
    }

    enum Action: Equatable {
      case queryChanged(String)
      case suggestionsLoaded(query: String, [String])
      /// Lets a second pass on a test clock: for explorations.
      case wait
    }

    enum CancelID { case suggestions }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.suggestionsLoaded(query: query, [query + "c"]))
        }
        .cancellable(id: CancelID.suggestions, cancelInFlight: true)
      case .suggestionsLoaded(let query, let suggestions):
        state.isLoading = false
        state.suggestions = suggestions
        state.suggestedFor = query
        return .none
      case .wait:
        return .run { [clock] _ in await (clock as? TestClock)?.advance(by: .seconds(1)) }
      }
    }

    /// Suggestions shown once loaded are the query's.
    static func invariant(_ state: State) throws {
      if !state.isLoading, !state.suggestions.isEmpty, state.suggestedFor != state.query {
        throw InvariantViolation("suggestions for \"\(state.suggestedFor)\" shown for \"\(state.query)\"")
      }
    }
  }

  @MainActor @Test func exploringTiming() async {
    let report = await explore(
      Autocomplete(),
      from: Autocomplete.State(),
      actions: { _ in [.queryChanged("a"), .queryChanged("ab"), .wait] },
      maxDepth: 6,
      withDependencies: { $0.continuousClock = TestClock() },
      invariant: Autocomplete.invariant
    )
    #expect(report.failure == nil, "\(report)")
    #expect(report.distinctStates > 3)
  }

  @MainActor @Test func findingThePlantedBug() async throws {
    let report = await explore(
      Cart(forgetsFreeUnits: true),
      from: Cart.State(),
      actions: { state in [.add(1), .add(2), .remove(1), .checkout] + state.items.map { .remove($0.id) } },
      maxDepth: 8,
      strategy: .exhaustive,
      withDependencies: { $0.uuid = .incrementing },
      invariant: { state in
        if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
      }
    )
    let failure = try #require(report.failure)
    #expect(failure.actions == [.add(1), .add(1), .remove(1)])
  }

  @Test func theLibrarysOwnChecks() async throws {
    let report = await explore(
      MetronomeHost(),
      from: MetronomeHost.State(),
      actions: MetronomeHost.actions,
      checks: .all.subtracting(.determinism),
      withDependencies: { $0.continuousClock = TestClock() },
      invariant: { _ in }
    )
    #expect(try #require(report.failure).actions == [.present, .dismiss])
    #expect(report.checks == [.leakedEffects, .leakedStores])
  }

  @Test func aViewThatKeepsRemovedRows() async throws {
    let report = await explore(
      Roster(),
      from: Roster.State(),
      actions: Roster.actions,
      view: { store in RosterScreen(store: store) },
      invariant: { _ in }
    )
    #expect(report.failure == nil, "\(report)")
  }
}
