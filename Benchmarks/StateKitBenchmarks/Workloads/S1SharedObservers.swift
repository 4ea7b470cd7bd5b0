import StateKit

extension Workload {
  /// S1: a shared value changed with `withLock`, seen by a hundred root stores that hold it.
  static func sharedObservers(_ scale: Scale) -> Workload {
    let mutations = scale.size(full: 10_000, quick: 200)
    return Workload(
      name: "S1",
      summary: "10,000 withLock changes of a shared count, each seen by 100 observing root stores",
      body: .trials(actions: mutations) { SharedObserversTrial(mutations: mutations) },
      showsRatioToBareReducer: false
    )
  }
}

/// S1's trial: a hundred root stores whose states hold one `@Shared(.inMemory)` count, each with one
/// observer of it (`store.publisher.count`); `mutations` changes of the count with `withLock`, each
/// delivered to the stores as the main actor would deliver it.
@MainActor
final class SharedObserversTrial: Trial {
  static let storeCount = 100

  private let mutations: Int
  private let stores: [Store<SharedCounterState, Never>]
  private let count: Shared<Int>
  private let tallies = (0..<storeCount).map { _ in CallbackTally<Int>() }
  private var tokens: [CancellationToken] = []

  init(mutations: Int) {
    self.mutations = mutations
    let (stores, count) = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let stores = (0..<Self.storeCount).map { _ in
        Store(initialState: SharedCounterState()) { SharedCounter() }
      }
      return (stores, SharedCounterState().$count)
    }
    self.stores = stores
    self.count = count
    for (store, tally) in zip(stores, tallies) {
      tokens.append(store.publisher.count.sink { tally.record($0) })
      tally.reset()
    }
  }

  func run() {
    for _ in 0..<mutations {
      count.withLock { $0 += 1 }
      SharedChanges.deliver()
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    for (index, tally) in tallies.enumerated() {
      try check(
        tally.count == mutations && tally.last == mutations,
        "store \(index)'s observer was called \(tally.count) times for \(mutations) changes, last with \(tally.last, default: "nothing")"
      )
    }
    try check(stores.allSatisfy { $0.count == mutations }, "a store does not show the count")
    return tallies.reduce(0) { $0 + $1.count }
  }
}
