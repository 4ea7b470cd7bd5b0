import StateKit
import StateKitTesting

extension Workload {
  /// W3 at both sizes: a list whose every row is observed through its own scoped store, and actions that
  /// each change one random row.
  static func rowLists(_ scale: Scale) -> [Workload] {
    let actions = scale.size(full: 10_000, quick: 1_000)
    let small = scale.size(full: 1_000, quick: 100)
    let large = scale.size(full: 10_000, quick: 1_000)
    let smallName = "W3/N=\(small)"
    // NB: Only a full run measures the memory of a row store: reading the process's memory is work that
    // `Scripts/instructions.sh`, which runs `--quick`, would count with the actions.
    let memoryTarget: [Target] = scale == .full ? [.memory(atMostBytes: 1_024, per: "row store")] : []
    return [
      rowList(name: smallName, rows: small, actions: actions, targets: [], measuresMemory: false),
      rowList(
        name: "W3/N=\(large)", rows: large, actions: actions,
        targets: [.ratio(atMost: 1.2, of: smallName)] + memoryTarget, measuresMemory: scale == .full),
    ]
  }

  private static func rowList(
    name: String, rows: Int, actions: Int, targets: [Target], measuresMemory: Bool
  ) -> Workload {
    Workload(
      name: name,
      summary: """
        \(Format.grouped(rows)) rows, each observed by its own scoped store; \
        \(Format.grouped(actions)) actions change one random row each
        """,
      body: .trials(actions: actions) {
        RowListTrial(rows: rows, actions: actions, measuresMemory: measuresMemory)
      },
      targets: [.oneCallbackPerAction] + targets + [.ratio(atMost: 20, of: "W1")]
    )
  }
}

/// W3's trial: `rows` rows, one scoped store and one observer per row, as a list's row views would have;
/// `actions` increments sent to the root store, each for a row drawn at random (with a fixed seed).
@MainActor
final class RowListTrial: Trial {
  private let store: Store<RowList.State, RowList.Action>
  private let rowStores: [Store<Row, CounterAction>]
  private let tally: RowTally
  private var tokens: [CancellationToken] = []
  /// The row each action changes, drawn before the clock starts.
  private let targetRows: [Int]

  init(rows: Int, actions: Int, measuresMemory: Bool = false) {
    let store = Store(initialState: RowList.State(rowCount: rows)) {
      RowList()
    }
    self.store = store
    self.targetRows = RowTally.targetRows(actions: actions, rows: rows)
    let tally = RowTally(rows: rows)
    self.tally = tally
    // NB: What the row stores and their observers take, apart from the state and the tally.
    let before = measuresMemory ? PeakMemory.residentBytesInUse() : nil
    self.rowStores = (0..<rows).map { id in
      store.scope(state: \.rows, id: id, action: RowList.Action.row)!
    }
    tokens = tally.observe(rowStores)
    let after = measuresMemory ? PeakMemory.residentBytesInUse() : nil
    if let before, let after { bytesPerItem = max(0, after - before) / rows }
  }

  private(set) var bytesPerItem: Int?

  func run() {
    for id in targetRows {
      store.send(.row(id: id, action: .increment))
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try tally.verify(after: targetRows) { store.rows[id: $0]?.count }
    return tally.callbacks.reduce(0, +)
  }
}

/// The callbacks of every row's observer, by row id.
@MainActor
final class RowTally {
  private(set) var callbacks: [Int]
  private(set) var lastCounts: [Int?]

  init(rows: Int) {
    callbacks = Array(repeating: 0, count: rows)
    lastCounts = Array(repeating: nil, count: rows)
  }

  /// Called by a row's observer with the row's new state.
  func record(_ row: Row) {
    callbacks[row.id] += 1
    lastCounts[row.id] = row.count
  }

  /// Subscribes to every row store, then forgets the current rows the subscriptions delivered.
  func observe(_ rowStores: [Store<Row, CounterAction>]) -> [CancellationToken] {
    let tokens = rowStores.map { rowStore in
      rowStore.publisher.sink { [unowned self] in record($0) }
    }
    reset()
    return tokens
  }

  /// Checks that each row's count, as `count` reads it by id, is the number of `targetRows` that named
  /// it, and that the row's observer was called for each change, last with that count.
  func verify(after targetRows: [Int], count: (Int) -> Int?) throws(BenchmarkFailure) {
    var changes = Array(repeating: 0, count: callbacks.count)
    for id in targetRows { changes[id] += 1 }
    for (id, expected) in changes.enumerated() {
      let count = count(id)
      try check(
        count == expected, "row \(id) has count \(count, default: "nil") after \(expected) increments")
      // NB: More callbacks than changes is a missed target (reported), fewer is a lost notification.
      try check(
        callbacks[id] >= expected && lastCounts[id] == (expected > 0 ? expected : nil),
        """
        row \(id) changed \(expected) times, but its observer was called \(callbacks[id]) times, \
        last with count \(lastCounts[id], default: "nothing")
        """
      )
    }
  }

  /// The row each of `actions` actions changes, drawn with a fixed seed before the clock starts.
  static func targetRows(actions: Int, rows: Int) -> [Int] {
    var generator = SeededGenerator(seed: 6)
    return (0..<actions).map { _ in Int.random(in: 0..<rows, using: &generator) }
  }

  /// Forgets the current rows delivered when the subscriptions started.
  func reset() {
    callbacks = Array(repeating: 0, count: callbacks.count)
    lastCounts = Array(repeating: nil, count: lastCounts.count)
  }
}
