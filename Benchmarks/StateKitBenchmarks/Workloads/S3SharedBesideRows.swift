import StateKit

extension Workload {
  /// S3 at both sizes: a change of a shared value held by a root store whose state also holds `N` rows.
  static func sharedBesideRows(_ scale: Scale) -> [Workload] {
    let mutations = scale.size(full: 10_000, quick: 1_000)
    let smallName = "S3/N=1000"
    return [
      sharedBesideRows(name: smallName, rows: 1_000, mutations: mutations, targets: []),
      sharedBesideRows(
        name: "S3/N=10000", rows: 10_000, mutations: mutations, targets: [.ratio(atMost: 1.2, of: smallName)]),
    ]
  }

  private static func sharedBesideRows(name: String, rows: Int, mutations: Int, targets: [Target]) -> Workload
  {
    Workload(
      name: name,
      summary: """
        \(Format.grouped(mutations)) withLock changes of a shared count that one root store holds beside \
        \(Format.grouped(rows)) rows, one observer of the count
        """,
      body: .trials(actions: mutations) { SharedBesideRowsTrial(rows: rows, mutations: mutations) },
      targets: targets,
      showsRatioToBareReducer: false
    )
  }
}

/// The state of S3's store: a shared count beside a list of rows.
struct SharedBesideRowsState: Equatable {
  @Shared(.inMemory("S3.count")) var count = 0
  var rows: [StoredRow]
}

/// S3's trial: one root store whose state holds a `@Shared(.inMemory)` count and `rows` rows, one observer of
/// the count (`store.publisher.count`); `mutations` changes of the count with `withLock`, each delivered
/// as the main actor would deliver it.
@MainActor
final class SharedBesideRowsTrial: Trial {
  private let mutations: Int
  private let store: Store<SharedBesideRowsState, Never>
  private let count: Shared<Int>
  private let tally = CallbackTally<Int>()
  private var token: CancellationToken?

  init(rows: Int, mutations: Int) {
    self.mutations = mutations
    let (store, count) = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let state = SharedBesideRowsState(rows: (0..<rows).map { StoredRow(id: $0, title: "Row \($0)") })
      return (Store(initialState: state) { EmptyReducer<SharedBesideRowsState, Never>() }, state.$count)
    }
    self.store = store
    self.count = count
    token = store.publisher.count.sink { [tally] in tally.record($0) }
    tally.reset()
  }

  func run() {
    for _ in 0..<mutations {
      count.withLock { $0 += 1 }
      SharedChanges.deliver()
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(
      tally.count == mutations && tally.last == mutations,
      "the observer was called \(tally.count) times for \(mutations) changes, last with \(tally.last, default: "nothing")"
    )
    return tally.count
  }
}
