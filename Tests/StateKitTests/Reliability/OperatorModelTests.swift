import StateKit
import StateKitTesting
import Testing

/// One step of a random pipeline, as a publisher operator and as the plain array transformation it must
/// behave like.
private enum Stage: CustomStringConvertible {
  case map(add: Int)
  case filter(modulo: Int)
  case compactMap(dropMultiplesOf: Int)
  case removeDuplicates
  case removeDuplicatesBy(modulo: Int)
  case prepend([Int])

  static func random(using random: inout SeededGenerator) -> Stage {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: .map(add: Int.random(in: -3...3, using: &random))
    case 1: .filter(modulo: Int.random(in: 2...4, using: &random))
    case 2: .compactMap(dropMultiplesOf: Int.random(in: 2...5, using: &random))
    case 3: .removeDuplicates
    case 4: .removeDuplicatesBy(modulo: Int.random(in: 2...3, using: &random))
    default:
      .prepend((0..<Int.random(in: 1...2, using: &random)).map { _ in Int.random(in: 0...3, using: &random) })
    }
  }

  @MainActor
  func apply(to publisher: AnyValuePublisher<Int>) -> AnyValuePublisher<Int> {
    switch self {
    case .map(let amount): publisher.map { $0 + amount }.eraseToAnyValuePublisher()
    case .filter(let modulo): publisher.filter { $0.isMultiple(of: modulo) }.eraseToAnyValuePublisher()
    case .compactMap(let modulo):
      publisher.compactMap { $0.isMultiple(of: modulo) ? nil : $0 * 2 }.eraseToAnyValuePublisher()
    case .removeDuplicates: publisher.removeDuplicates().eraseToAnyValuePublisher()
    case .removeDuplicatesBy(let modulo):
      publisher.removeDuplicates { $0 % modulo == $1 % modulo }.eraseToAnyValuePublisher()
    case .prepend(let values):
      // NB: `prepend(_:)` is variadic; `p.prepend(b).prepend(a)` delivers a, b, then p's values.
      values.reversed().reduce(publisher) { $0.prepend($1).eraseToAnyValuePublisher() }
    }
  }

  func apply(to values: [Int]) -> [Int] {
    switch self {
    case .map(let amount): values.map { $0 + amount }
    case .filter(let modulo): values.filter { $0.isMultiple(of: modulo) }
    case .compactMap(let modulo): values.compactMap { $0.isMultiple(of: modulo) ? nil : $0 * 2 }
    case .removeDuplicates: values.removingConsecutiveDuplicates()
    case .removeDuplicatesBy(let modulo): values.removingConsecutiveDuplicates { $0 % modulo == $1 % modulo }
    case .prepend(let prefix): prefix + values
    }
  }

  var description: String {
    switch self {
    case .map(let amount): "map(+\(amount))"
    case .filter(let modulo): "filter(%\(modulo))"
    case .compactMap(let modulo): "compactMap(%\(modulo))"
    case .removeDuplicates: "removeDuplicates"
    case .removeDuplicatesBy(let modulo): "removeDuplicates(%\(modulo))"
    case .prepend(let values): "prepend\(values)"
    }
  }
}

/// A random pipeline of stages.
private struct Pipeline: CustomStringConvertible {
  let stages: [Stage]

  init(using random: inout SeededGenerator) {
    stages = (0..<Int.random(in: 0...5, using: &random)).map { _ in Stage.random(using: &random) }
  }

  @MainActor
  func apply(to publisher: some ValuePublisher<Int>) -> AnyValuePublisher<Int> {
    stages.reduce(publisher.eraseToAnyValuePublisher()) { $1.apply(to: $0) }
  }

  func apply(to values: [Int]) -> [Int] {
    stages.reduce(values) { $1.apply(to: $0) }
  }

  var description: String {
    stages.isEmpty ? "(no operator)" : stages.map(\.description).joined(separator: ".")
  }
}

/// Random inputs through random operator pipelines, against the same transformations on plain arrays;
/// each subscription starts and ends at random points, by cancelling or by releasing its token, or from
/// inside its own callback.
///
/// Sizes: 3,000 pipelines of up to 200 values at full size, 500 under ThreadSanitizer, 30 under valgrind.
/// Failures print the seed; `STATEKIT_SEED` replays one.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct OperatorModelTests {
  static func seeds(base: UInt64) -> [UInt64] {
    if let seed = environmentSeed() { return [seed] }
    let count = LoadScale.current.size(full: 3_000, threadSanitizer: 500, valgrind: 30)
    return (0..<UInt64(count)).map { base + $0 }
  }

  @Test func aPipelineOnAPassthroughRelayDeliversWhatTheArrayModelComputes() {
    for seed in Self.seeds(base: 0x09E4_0000) {
      var random = SeededGenerator(seed: seed)
      let inputs = (0..<Int.random(in: 0...200, using: &random)).map { _ in
        Int.random(in: -5...5, using: &random)
      }
      let pipeline = Pipeline(using: &random)
      // Subscribes before input `start`, stops before input `end` (cancelled or released), or from its
      // callback at the first value that input `end` or a later one produced.
      let start = Int.random(in: 0...inputs.count, using: &random)
      let end = Int.random(in: start...inputs.count, using: &random)
      let ending = Int.random(in: 0..<3, using: &random)

      let relay = PassthroughRelay<Int>()
      var received: [Int] = []
      let sent = Slot(0)
      let token = Slot<CancellationToken?>(nil)
      for index in 0...inputs.count {
        if index == start {
          token.value = pipeline.apply(to: relay).sink { value in
            received.append(value)
            if ending == 2, sent.value > end { token.value?.cancel() }
          }
        }
        if index == end, ending == 0 { token.value?.cancel() }
        if index == end, ending == 1 { token.value = nil }
        guard index < inputs.count else { break }
        sent.value += 1
        relay.send(inputs[index])
      }
      token.value = nil  // the callback holds `token`: break the cycle

      let all = pipeline.apply(to: Array(inputs[start...]))
      let beforeEnd = pipeline.apply(to: Array(inputs[start..<end])).count
      let expected = Array(all.prefix(ending == 2 ? beforeEnd + 1 : beforeEnd))
      #expect(
        received == expected,
        "seed 0x\(String(seed, radix: 16)): \(pipeline), subscribed at \(start), ending \(ending) at \(end)")
      if received != expected { return }
    }
  }

  /// `combineLatest` of a passthrough relay, a current-value relay and a prepended passthrough relay,
  /// then a pipeline, against a model that keeps the latest value of each source.
  @Test func combiningTheLatestValuesOfThreeSourcesDeliversWhatTheModelComputes() {
    for seed in Self.seeds(base: 0x0C0B_0000) {
      var random = SeededGenerator(seed: seed)
      let events = (0..<Int.random(in: 0...150, using: &random)).map { _ in
        (source: Int.random(in: 0..<3, using: &random), value: Int.random(in: 0...9, using: &random))
      }
      let pipeline = Pipeline(using: &random)
      let start = Int.random(in: 0...events.count, using: &random)
      let end = Int.random(in: start...events.count, using: &random)
      let releases = Bool.random(using: &random)

      let first = PassthroughRelay<Int>()
      let second = CurrentValueRelay(0)
      let third = PassthroughRelay<Int>()
      let combined = first.combineLatest(second, third.prepend(0)) { $0 * 100 + $1 * 10 + $2 }
      var received: [Int] = []
      var token: CancellationToken?
      // The model: the latest value of each source, from when the subscription starts.
      var latest: [Int?] = [nil, 0, 0]
      var combinedModel: [Int] = []
      for index in 0...events.count {
        if index == start {
          token = pipeline.apply(to: combined).sink { received.append($0) }
          latest[0] = nil
          latest[2] = 0
        }
        if index == end, releases { token = nil }
        if index == end, !releases { token?.cancel() }
        guard index < events.count else { break }
        let (source, value) = events[index]
        switch source {
        case 0: first.send(value)
        case 1: second.value = value
        default: third.send(value)
        }
        if source == 1 || index >= start { latest[source] = value }
        if index >= start, index < end, let a = latest[0], let b = latest[1], let c = latest[2] {
          combinedModel.append(a * 100 + b * 10 + c)
        }
      }
      withExtendedLifetime(token) {}

      let expected = pipeline.apply(to: combinedModel)
      #expect(
        received == expected,
        "seed 0x\(String(seed, radix: 16)): combineLatest.\(pipeline), subscribed at \(start), ended at \(end)"
      )
      if received != expected { return }
    }
  }
}
