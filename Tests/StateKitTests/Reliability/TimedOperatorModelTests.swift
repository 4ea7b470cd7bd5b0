import StateKitTesting
import Testing

/// `debounce` and `throttle` on a `TestClock`, fed random values at random instants, against models that
/// decide from the instants alone what is delivered, and when; each subscription is cancelled at a random
/// point, after which nothing more may arrive.
///
/// Sizes: 300 sequences of up to 40 values each for each operator at full size, 60 under
/// ThreadSanitizer, 5 under valgrind. Failures print the seed; `STATEKIT_SEED` replays one.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct TimedOperatorModelTests {
  /// A value and how long after the previous one it arrives, in milliseconds.
  struct Input {
    let gap: Int
    let value: Int
  }

  static func seeds(base: UInt64) -> [UInt64] {
    if let seed = environmentSeed() { return [seed] }
    let count = LoadScale.current.size(full: 300, threadSanitizer: 60, valgrind: 5)
    return (0..<UInt64(count)).map { base + $0 }
  }

  static func inputs(using random: inout SeededGenerator) -> [Input] {
    (0..<Int.random(in: 0...40, using: &random)).map { _ in
      // Gaps around the 100 ms due time and interval, exactly on it included.
      Input(
        gap: [0, 30, 99, 100, 101, 150, 250].randomElement(using: &random)!,
        value: Int.random(in: 0...99, using: &random))
    }
  }

  @Test func debounceDeliversEachValueThatNothingFollowedWithinTheDueTime() async {
    for seed in Self.seeds(base: 0xDEB0_0000) {
      var random = SeededGenerator(seed: seed)
      let inputs = Self.inputs(using: &random)
      let cancelAt = Int.random(in: 0...inputs.count, using: &random)
      await check(seed: seed, inputs: inputs, cancelAt: cancelAt, model: Self.debounceModel) { relay, clock in
        relay.debounce(for: .milliseconds(100), clock: clock)
      }
    }
  }

  @Test func throttleDeliversAtMostOneValuePerInterval() async {
    for seed in Self.seeds(base: 0x7407_0000) {
      var random = SeededGenerator(seed: seed)
      let inputs = Self.inputs(using: &random)
      let cancelAt = Int.random(in: 0...inputs.count, using: &random)
      let latest = Bool.random(using: &random)
      await check(
        seed: seed,
        inputs: inputs,
        cancelAt: cancelAt,
        model: { Self.throttleModel($0, latest: latest) },
        operator: { relay, clock in relay.throttle(for: .milliseconds(100), clock: clock, latest: latest) }
      )
    }
  }

  /// The instant and value of each delivery of `debounce(for: 100 ms)`: a value is due 100 ms after it
  /// arrives, unless another arrives first; one arriving exactly at the deadline is too late to replace it.
  static func debounceModel(_ inputs: [Input]) -> [(instant: Int, value: Int)] {
    var instant = 0
    var pending: (deadline: Int, value: Int)?
    var deliveries: [(instant: Int, value: Int)] = []
    for input in inputs {
      instant += input.gap
      if let due = pending, instant >= due.deadline { deliveries.append((due.deadline, due.value)) }
      pending = (instant + 100, input.value)
    }
    if let due = pending { deliveries.append((due.deadline, due.value)) }
    return deliveries
  }

  /// The instant and value of each delivery of `throttle(for: 100 ms, latest:)`, as its documentation
  /// describes it.
  static func throttleModel(_ inputs: [Input], latest: Bool) -> [(instant: Int, value: Int)] {
    var instant = 0
    var intervalEnd: Int?
    var held: Int?
    var deliveries: [(instant: Int, value: Int)] = []
    func endInterval(at end: Int) {
      intervalEnd = nil
      guard let value = held else { return }
      held = nil
      intervalEnd = end + 100
      deliveries.append((end, value))
    }
    for input in inputs {
      instant += input.gap
      while let end = intervalEnd, instant >= end { endInterval(at: end) }
      if intervalEnd != nil {
        if latest || held == nil { held = input.value }
      } else {
        intervalEnd = instant + 100
        deliveries.append((instant, input.value))
      }
    }
    while let end = intervalEnd { endInterval(at: end) }
    return deliveries
  }

  /// Sends `inputs` at their instants through the publisher `operator` makes, stopping before input
  /// `cancelAt` (or a second after the last), then cancels the subscription, and compares what arrived
  /// with the `model`'s deliveries, for the inputs sent, up to that instant.
  ///
  /// A second subscription, made after the first and never cancelled, is fed the same values: once it has
  /// received everything the model says is due a second later, the cancelled one's timers, which were
  /// queued before its own, would have delivered too.
  private func check(
    seed: UInt64,
    inputs: [Input],
    cancelAt: Int,
    model: ([Input]) -> [(instant: Int, value: Int)],
    operator makePublisher: (PassthroughRelay<Int>, TestClock) -> some ValuePublisher<Int>
  ) async {
    let clock = TestClock()
    let relay = PassthroughRelay<Int>()
    let received = Received(makePublisher(relay, clock))
    let witness = Received(makePublisher(relay, clock))
    var instant = 0
    for (index, input) in inputs.enumerated() {
      if index == cancelAt { break }
      instant += input.gap
      await clock.advance(by: .milliseconds(input.gap))
      relay.send(input.value)
    }
    let isCancelled = cancelAt < inputs.count
    if !isCancelled {
      await clock.advance(by: .milliseconds(1_000))
      instant += 1_000
    }
    // Deliveries due by now come from timers the clock resumed: wait for them (a delivery that never
    // comes fails the test by its time limit), then stop listening.
    let deliveries = model(Array(inputs.prefix(cancelAt)))
    let due = deliveries.filter { $0.instant <= instant }.map(\.value)
    await received.waitFor(count: due.count)
    received.cancel()
    await clock.advance(by: .milliseconds(1_000))
    let dueToWitness = deliveries.filter { $0.instant <= instant + 1_000 }.map(\.value)
    await witness.waitFor(count: dueToWitness.count)

    let context: Comment = "seed 0x\(String(seed, radix: 16)): cancelled before input \(cancelAt)"
    #expect(received.values == due, context)
    #expect(witness.values == dueToWitness, context)
  }
}
