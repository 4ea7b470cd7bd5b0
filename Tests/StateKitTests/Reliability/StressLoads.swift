import StateKit
import StateKitTesting
import Testing

/// The stress tests' loads. Each checks that every action was processed exactly once and every observer
/// told exactly what it had to be, then releases everything and returns its figures.
///
/// Sizes (full / ThreadSanitizer / valgrind) are in each load's documentation.
@MainActor
enum StressLoads {
  /// What a load did, for the test's output.
  struct Figures: CustomStringConvertible {
    var load: String
    var size: String
    var callbacks = 0

    var description: String {
      "\(load): \(size)" + (callbacks > 0 ? ", \(callbacks) observer callbacks" : "")
    }
  }

  /// How far above its baseline a process's resident memory may end after a load: what the allocator
  /// keeps for itself and the runtime's caches, not what the load leaked. The loads allocate tens of
  /// megabytes, and what they leave depends on how the allocator's pages fell (2.1 MiB once in CI, on a
  /// busy machine, with every store freed). It is a coarse net: the loads prove each store and
  /// subscription freed by weak references, one by one.
  static let memoryTolerance = 4 * 1_048_576

  /// Runs `warmUp`, so that the runtime's caches are filled, then `load` between two readings of the
  /// process's memory; prints the figures and checks that the memory came back to within
  /// ``memoryTolerance`` of its baseline (at full scale only: sanitizers replace the allocator).
  static func measure(warmUp: () async -> Figures, load: () async -> Figures) async {
    _ = await warmUp()
    let baseline = MemoryUsage.current()
    let start = ContinuousClock.now
    let figures = await load()
    let elapsed = ContinuousClock.now - start
    let after = MemoryUsage.current()
    let memory =
      if let baseline, let after, let peak = MemoryUsage.peak() {
        "resident memory \(baseline) before, \(peak) at peak, \(after) after (\(after.growth(since: baseline)))"
      } else {
        "memory not measured on this platform"
      }
    print("\(figures) in \(elapsed) at \(LoadScale.current.rawValue) scale; \(memory)")
    if LoadScale.current.measuresMemory, let baseline, let after {
      #expect(
        after.resident - baseline.resident <= memoryTolerance,
        "\(figures.load): resident memory grew by \(after.growth(since: baseline)) and did not come back")
    }
  }

  // MARK: - A million actions, ten thousand observers

  struct Row: Identifiable, Equatable {
    let id: Int
    var value = 0
  }

  struct ListState: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var total = 0
  }

  enum ListAction: Equatable {
    case increment(id: Int)
    case row(id: Int, action: Never)
  }

  static func listReducer() -> Reduce<ListState, ListAction> {
    Reduce { state, action in
      if case .increment(let id) = action {
        state.rows[id: id]?.value += 1
        state.total += 1
      }
      return .none
    }
  }

  /// `actions` increments of random rows of a list of `rows` rows, each row observed through its own
  /// store, the total observed through the root's publisher.
  ///
  /// Sizes: 1,000,000 actions and 10,000 row observers at full size; 100,000 and 2,000 under
  /// ThreadSanitizer; 2,000 and 200 under valgrind.
  static func actionsThroughRowObservers(actions: Int, rows: Int, seed: UInt64) -> Figures {
    let store = Store(
      initialState: ListState(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Row(id: $0) }))
    ) {
      listReducer()
    }
    var seen = [Int](repeating: 0, count: rows)
    var mismatches = 0
    var tokens: [CancellationToken] = []
    tokens.reserveCapacity(rows + 1)
    for id in 0..<rows {
      let row = store.scope(state: \.rows, id: id, action: ListAction.row)!
      tokens.append(
        row.observeChanges { row in
          seen[id] += 1
          if row.value != seen[id] { mismatches += 1 }
        })
    }
    var totals = 0
    var outOfOrder = 0
    tokens.append(
      store.publisher.total.sink { total in
        if total != totals { outOfOrder += 1 }
        totals += 1
      })

    var random = SeededGenerator(seed: seed)
    var expected = [Int](repeating: 0, count: rows)
    for _ in 0..<actions {
      let id = Int.random(in: 0..<rows, using: &random)
      expected[id] += 1
      store.send(.increment(id: id))
    }

    #expect(store.total == actions, "seed \(seed): an action was lost or processed twice")
    #expect(store.rows.map(\.value) == expected, "seed \(seed): the rows differ from the model")
    #expect(seen == expected, "seed \(seed): a row observer missed a change or saw one twice")
    #expect(mismatches == 0, "seed \(seed): \(mismatches) row observers were handed a stale row")
    #expect(totals == actions + 1 && outOfOrder == 0, "seed \(seed): the root observer saw \(totals) totals")
    for token in tokens { token.cancel() }
    return Figures(
      load: "actions through row observers", size: "\(actions) actions, \(rows) row observers",
      callbacks: seen.reduce(0, +) + totals)
  }

  // MARK: - Ten thousand scoped stores

  /// `count` stores of every kind (scoped by key path and by closure, nested, optional, by row id,
  /// connected, de-duplicated), each created, observed, sent an action through and released, one after
  /// another. Each must deliver exactly its initial state and its change, and be freed.
  ///
  /// Sizes: 10,000 at full size; 2,000 under ThreadSanitizer; 200 under valgrind.
  static func scopedStoresComeAndGo(count: Int) -> Figures {
    typealias Action = ModelFeature.Action
    var initial = ModelFeature.State()
    initial.rows = IdentifiedArray(uniqueElements: (0..<100).map { ModelFeature.Row(id: $0, value: 0) })
    initial.detail = ModelFeature.Detail(title: "detail")
    let root = Store(initialState: initial) { ModelFeature() }
    var stores: [() -> AnyObject?] = []
    var callbacks = 0
    for index in 0..<count {
      var received = 0
      let object: AnyObject
      let token: CancellationToken
      switch index % 7 {
      case 0:
        let store = root.scope(state: \.counters, action: Action.counters)
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(.addA(1))
      case 1:
        let store = root.scope(state: { $0.counters.b }, action: { Action.counters(.addB($0)) })
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(1)
      case 2:
        let store = root.scope(state: \.counters, action: Action.counters)
          .scope(state: \.a, action: ModelFeature.CountersAction.addA)
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(-1)
      case 3:
        let store = root.scope(state: \.detail, action: Action.detail)!
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(.tap)
      case 4:
        let store = root.scope(state: \.rows, id: index % 100, action: Action.row)!
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(.add(1))
      case 5:
        let store = root.connect(using: SummaryConnector())
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(.bump)
      default:
        let store = root.scope(state: \.counters, action: Action.counters).removingDuplicates(by: .equal(\.b))
        (object, token) = (store, store.publisher.sink { _ in received += 1 })
        store.send(.addB(1))
      }
      #expect(received == 2, "store \(index) (kind \(index % 7)) delivered \(received) states, expected 2")
      callbacks += received
      if index.isMultiple(of: 2) { token.cancel() }
      stores.append { [weak object] in object }
    }
    let alive = stores.filter { $0() != nil }.count
    #expect(alive == 0, "\(alive) of \(count) released stores are still alive")
    #expect(root.state.version == count, "an action was lost or processed twice")
    return Figures(load: "scoped stores created and released", size: "\(count) stores", callbacks: callbacks)
  }

  // MARK: - A thousand concurrent senders

  struct SendersState {
    var processed: [Int]
    var outOfOrder = 0
    var effectResults: [Int]
  }

  enum SendersAction {
    case send(task: Int, index: Int)
    case effectResult(task: Int)
  }

  /// `tasks` tasks off the main actor, each sending `perTask` actions to one store, one after another
  /// (each send hops to the main actor); every tenth starts an effect that sends one more action, which
  /// the task waits for with `StoreTask.finish()`.
  ///
  /// Sizes: 1,000 tasks of 100 actions at full size; 1,000 of 20 under ThreadSanitizer; 100 of 5 under
  /// valgrind.
  static func concurrentSenders(tasks: Int, perTask: Int) async -> Figures {
    let store = Store(
      initialState: SendersState(
        processed: Array(repeating: 0, count: tasks), effectResults: Array(repeating: 0, count: tasks))
    ) {
      Reduce<SendersState, SendersAction> { state, action in
        switch action {
        case .send(let task, let index):
          if index != state.processed[task] { state.outOfOrder += 1 }
          state.processed[task] += 1
          guard index.isMultiple(of: 10) else { return .none }
          return .run { send in await send(.effectResult(task: task)) }
        case .effectResult(let task):
          state.effectResults[task] += 1
          return .none
        }
      }
    }
    let effectsPerTask = (perTask + 9) / 10
    let late = await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var late = 0
          for index in 0..<perTask {
            let sent = await store.send(.send(task: task, index: index))
            guard index.isMultiple(of: 10) else { continue }
            await sent.finish()
            // `finish()` returned: the effect's action must have been processed.
            if await store.state.effectResults[task] < index / 10 + 1 { late += 1 }
          }
          return late
        }
      }
      var total = 0
      for await late in group { total += late }
      return total
    }
    #expect(
      store.processed == Array(repeating: perTask, count: tasks), "an action was lost or processed twice")
    #expect(store.outOfOrder == 0, "a task's actions were processed out of order")
    #expect(
      store.effectResults == Array(repeating: effectsPerTask, count: tasks), "an effect's action was lost")
    #expect(late == 0, "StoreTask.finish() returned \(late) times before the effect's action was processed")
    return Figures(
      load: "concurrent senders",
      size: "\(tasks) tasks of \(perTask) actions, \(tasks * effectsPerTask) effects")
  }
}
