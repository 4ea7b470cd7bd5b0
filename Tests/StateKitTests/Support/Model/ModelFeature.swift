import StateKit

/// The feature the model-based tests drive: nested and optional child state, a list of rows, `.send`
/// chains and fan-outs, `.run` effects that feed results back, and an action that observers send.
///
/// `version` counts every action processed, so a state's version is its index in the store's history,
/// and an observer that received a state can be checked against what the store held at that version.
/// Effect results only touch `effectResults` and `version`, and commute: whenever they arrive, the state
/// after all of them is the same.
struct ModelFeature: Reducer {
  struct Counters: Equatable, Sendable {
    var a = 0
    var b = 0
  }

  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
  }

  struct Detail: Equatable, Sendable {
    var title: String
    var taps = 0
  }

  struct State: Equatable, Sendable {
    var version = 0
    var counters = Counters()
    var rows: IdentifiedArrayOf<Row> = []
    var detail: Detail?
    var echoes = 0
    /// How many results each `.run` effect (by serial) delivered.
    var effectResults: [Int: Int] = [:]
  }

  enum CountersAction: Equatable, Sendable {
    case addA(Int)
    case setA(Int)
    case addB(Int)
  }

  enum RowAction: Equatable, Sendable {
    case add(Int)
    case set(Int)
  }

  enum DetailAction: Equatable, Sendable {
    case tap
    case retitle(String)
  }

  enum Action: Equatable, Sendable {
    case counters(CountersAction)
    case insertRow(id: Int, value: Int)
    case removeRow(id: Int)
    case row(id: Int, action: RowAction)
    /// Adds 1 to every row, in place: several rows change in one action.
    case bumpRows
    /// Replaces the rows with a new collection, in reverse order, each value doubled.
    case replaceRows
    case showDetail(String)
    case hideDetail
    case detail(DetailAction)
    /// Adds 1 to `b`, then sends `.chain(n - 1)` while `n > 0`.
    case chain(Int)
    /// Adds 1 to `a`, then sends `.counters(.addA(1))` `n` times, as one merged effect: an observer of `a`
    /// that sends must have its action queued behind these.
    case fanOut(Int)
    /// Starts an effect that sends `.effectResult(serial:index:)` for every index below `count`, in order,
    /// and, if `alsoSends`, sends `.counters(.addB(1))` synchronously beside it.
    case run(serial: Int, count: Int, alsoSends: Bool)
    case effectResult(serial: Int, index: Int)
    /// What an observer sends when it sees `a` change to a multiple of 3: counts the echo, and starts an
    /// effect with the serial `-echoes` that sends ``echoResultCount`` results.
    case echo(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.version += 1
    switch action {
    case .counters(.addA(let amount)):
      state.counters.a += amount
    case .counters(.setA(let value)):
      state.counters.a = value
    case .counters(.addB(let amount)):
      state.counters.b += amount
    case .insertRow(let id, let value):
      if state.rows[id: id] == nil { state.rows.append(Row(id: id, value: value)) }
    case .removeRow(let id):
      state.rows.remove(id: id)
    case .row(let id, .add(let amount)):
      state.rows[id: id]?.value += amount
    case .row(let id, .set(let value)):
      state.rows[id: id]?.value = value
    case .bumpRows:
      for id in state.rows.ids { state.rows[id: id]?.value += 1 }
    case .replaceRows:
      state.rows = IdentifiedArray(
        uniqueElements: state.rows.reversed().map { Row(id: $0.id, value: $0.value * 2) })
    case .showDetail(let title):
      state.detail = Detail(title: title)
    case .hideDetail:
      state.detail = nil
    case .detail(.tap):
      state.detail?.taps += 1
    case .detail(.retitle(let title)):
      state.detail?.title = title
    case .chain(let remaining):
      state.counters.b += 1
      return remaining > 0 ? .send(.chain(remaining - 1)) : .none
    case .fanOut(let count):
      state.counters.a += 1
      return .merge((0..<count).map { _ in .send(.counters(.addA(1))) })
    case .run(let serial, let count, let alsoSends):
      let run = Self.results(serial: serial, count: count)
      return alsoSends ? .merge(.send(.counters(.addB(1))), run) : run
    case .effectResult(let serial, _):
      state.effectResults[serial, default: 0] += 1
    case .echo:
      state.echoes += 1
      return Self.results(serial: -state.echoes, count: Self.echoResultCount)
    }
    return .none
  }

  /// How many results the effect of an `.echo` sends.
  static let echoResultCount = 2

  /// An effect that sends `count` results for `serial`, in order.
  static func results(serial: Int, count: Int) -> Effect<Action> {
    .run { send in
      for index in 0..<count {
        await send(.effectResult(serial: serial, index: index))
      }
    }
  }
}

extension ModelFeature.Action {
  /// Whether an effect, rather than the test or a synchronous chain, sends this action.
  var isEffectResult: Bool {
    if case .effectResult = self { true } else { false }
  }

  var counters: ModelFeature.CountersAction? {
    if case .counters(let action) = self { action } else { nil }
  }

  var detail: ModelFeature.DetailAction? {
    if case .detail(let action) = self { action } else { nil }
  }
}

extension Effect {
  /// The actions of this effect's `.send` parts, in the order the store processes them: what a reference
  /// model of the store queues. Inspects the effect without running it.
  func synchronousActions() -> [Action] {
    sentActions
  }
}
