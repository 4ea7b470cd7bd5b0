import StateKit
import Testing

/// An observer the model-based tests attach to a store and later drop, which checks that it saw exactly
/// what it should have: every change in order, none twice, none missed.
@MainActor
protocol StoreProbe: AnyObject {
  /// Checks what the probe received against the root states the store told its observers about, up to
  /// `version` (the version of the root state now); records an issue naming `seed` and returns `false` if
  /// it is wrong.
  func verify(log: ModelRun.Log, through version: Int, seed: UInt64) -> Bool

  /// Ends the subscription.
  func cancel()
}

/// A probe of one publisher of a store: it records every value, and knows what it must have received
/// from the root states the store held while it listened.
@MainActor
final class ValueProbe<Value>: StoreProbe {
  private let name: String
  /// The version of the root state when the probe subscribed: its first value comes from that state.
  private let since: Int
  private let expected: (ArraySlice<ModelFeature.State>) -> [Value]
  private let isEqual: (Value, Value) -> Bool
  private var received: [Value] = []
  private var token: CancellationToken?

  /// Subscribes to `publisher`.
  ///
  /// - Parameters:
  ///   - name: Names the probe in failure messages.
  ///   - since: The version of the root state now.
  ///   - expected: What the probe must receive, given the root states from `since` on.
  init(
    _ name: String,
    of publisher: some ValuePublisher<Value>,
    since: Int,
    isEqual: @escaping (Value, Value) -> Bool,
    expected: @escaping (ArraySlice<ModelFeature.State>) -> [Value]
  ) {
    self.name = name
    self.since = since
    self.isEqual = isEqual
    self.expected = expected
    token = publisher.sink { [unowned self] in received.append($0) }
  }

  func verify(log: ModelRun.Log, through version: Int, seed: UInt64) -> Bool {
    let expected = expected(log.shown(since: since, through: version))
    let matches =
      received.count == expected.count && zip(received, expected).allSatisfy { isEqual($0, $1) }
    #expect(
      matches,
      """
      seed 0x\(String(seed, radix: 16)): the \(name) probe, subscribed at version \(since) and checked at version \(version), \
      received \(received.count) values where \(expected.count) were expected.
      received: \(received.suffix(8))
      expected: \(expected.suffix(8))
      """
    )
    return matches
  }

  func cancel() {
    token?.cancel()
  }
}

extension ValueProbe where Value: Equatable {
  /// A probe that compares values with `==`.
  convenience init(
    _ name: String,
    of publisher: some ValuePublisher<Value>,
    since: Int,
    expected: @escaping (ArraySlice<ModelFeature.State>) -> [Value]
  ) {
    self.init(name, of: publisher, since: since, isEqual: { $0 == $1 }, expected: expected)
  }
}

/// A probe of Observation: it tracks a store's state as SwiftUI does, and checks after every step that
/// the tracking fired exactly when the state changed.
@MainActor
final class ObservationProbe<State: Equatable>: StoreProbe {
  private let read: @MainActor () -> State
  private let project: (ModelFeature.State) -> State
  private var tracked: State
  private var trackedAt: Int
  private var flag: ObservationFlag
  private var mismatches: [String] = []

  /// Starts tracking what `read` reads; `project` finds the same value in a root state.
  init(
    reading read: @escaping @MainActor () -> State,
    project: @escaping (ModelFeature.State) -> State,
    since version: Int
  ) {
    self.read = read
    self.project = project
    (flag, tracked) = Self.track(read)
    trackedAt = version
  }

  /// Checks the tracking against the root states since it started, and tracks again if it fired.
  func check(log: ModelRun.Log, through version: Int) {
    let changed = log.shown(since: trackedAt, through: version).contains { project($0) != tracked }
    if flag.hasFired != changed || flag.changeCount > 1 {
      mismatches.append(
        "versions \(trackedAt)...\(version): changed \(changed), fired \(flag.changeCount) times")
    }
    if flag.hasFired {
      (flag, tracked) = Self.track(read)
      trackedAt = version
    }
  }

  func verify(log: ModelRun.Log, through version: Int, seed: UInt64) -> Bool {
    check(log: log, through: version)
    #expect(
      mismatches.isEmpty, "seed 0x\(String(seed, radix: 16)): Observation tracking: \(mismatches.prefix(4))")
    return mismatches.isEmpty
  }

  func cancel() {}

  private static func track(_ read: @escaping @MainActor () -> State) -> (ObservationFlag, State) {
    var value: State?
    let flag = ObservationFlag { value = read() }
    return (flag, value!)
  }
}
