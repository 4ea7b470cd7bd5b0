import StateKit

extension Workload {
  /// The shapes of TCA's own store benchmarks, named as TCA names them, on a feature presenting itself
  /// ten levels deep (``Nest``), so that StateKit's figures can be set beside TCA's suite on one machine.
  static func tcaStoreShapes(_ scale: Scale) -> [Workload] {
    let actions = scale.size(full: 100_000, quick: 1_000)
    let levels = NestTrial.levels
    return [
      Workload(
        name: "Store.Send",
        summary:
          "\(Format.grouped(actions)) taps sent to the root for the innermost of \(levels) presented levels",
        body: .trials(actions: actions) { NestTrial(.send, actions: actions) }),
      Workload(
        name: "Store.Scope",
        summary:
          "\(Format.grouped(actions)) scopes from the root down \(levels) presented levels, as a render does",
        body: .trials(actions: actions) { NestTrial(.scope, actions: actions) }),
      Workload(
        name: "Store.Access",
        summary:
          "\(Format.grouped(actions)) reads of the count through the innermost of \(levels) scoped stores",
        body: .trials(actions: actions) { NestTrial(.access, actions: actions) }),
      Workload(
        name: "NestedStore",
        summary: """
          \(Format.grouped(actions)) taps sent to the innermost of \(levels) nested scoped stores, each level \
          observed
          """,
        body: .trials(actions: actions) { NestTrial(.nestedSend, actions: actions) }),
    ]
  }
}

/// One of TCA's store shapes on a ``Nest`` of ``levels`` levels, all presented.
@MainActor
final class NestTrial: Trial {
  /// How deep the feature nests.
  static let levels = 10

  enum Shape {
    case send, scope, access, nestedSend
  }

  private let shape: Shape
  private let actions: Int
  private let root: Store<Nest.State, Nest.Action>
  private let innermost: Store<Nest.State, Nest.Action>
  private let tap = Nest.Action.tap(atLevel: NestTrial.levels)
  private var tokens: [CancellationToken] = []
  private var callbacks = 0
  private var sum = 0

  init(_ shape: Shape, actions: Int) {
    self.shape = shape
    self.actions = actions
    root = Store(initialState: Nest.State(levels: Self.levels)) { Nest() }
    innermost = scopeDown(root, levels: Self.levels)!
    if shape == .nestedSend {
      var store = root
      while true {
        tokens.append(store.publisher.sink { [unowned self] _ in callbacks += 1 })
        guard let child = scopeToChild(store) else { break }
        store = child
      }
      callbacks = 0
    }
  }

  func run() {
    switch shape {
    case .send:
      for _ in 0..<actions { root.send(tap) }
    case .scope:
      for _ in 0..<actions { sum &+= scopeDown(root, levels: Self.levels)!.count }
    case .access:
      for _ in 0..<actions { sum &+= innermost.count }
    case .nestedSend:
      for _ in 0..<actions { innermost.send(.tap) }
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    let count = root.state.count(atLevel: Self.levels)
    switch shape {
    case .send, .nestedSend:
      try check(count == actions, "the innermost count is \(count, default: "nil") after \(actions) taps")
      guard shape == .nestedSend else { return nil }
      // NB: Every level's state changes with its innermost child's count.
      try check(
        callbacks == actions * Self.levels,
        "the \(Self.levels) levels' observers were called \(callbacks) times for \(actions) taps")
      return callbacks
    case .scope, .access:
      try check(sum == 0 && count == 0, "reading an untouched feature summed \(sum)")
      return nil
    }
  }
}
