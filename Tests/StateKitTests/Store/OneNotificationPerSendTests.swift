import Observation
import StateKit
import TestSupport
import Testing

/// A store tells its observers once per `send`, after the actions its effects send synchronously have
/// been reduced, as TCA's store does.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct OneNotificationPerSendTests {
  /// A tap whose effect sends three more actions, synchronously: two merged, one concatenated.
  struct Tapper: Reducer {
    enum Action: Equatable, Sendable {
      case tap, next1, next2, end, later
    }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        return .merge(.send(.next1), .concatenate(.send(.next2), .send(.end)))
      case .next1, .next2, .end:
        state += 1
        return .none
      case .later:
        return .run { send in
          await send(.next1)
          await send(.next2)
        }
      }
    }
  }

  /// Counts Observation's invalidations of a read, tracking it again after each one, as a view that
  /// re-renders does.
  final class InvalidationCounter: Sendable {
    private let seen = Recorder<Int>()
    private let read: @MainActor @Sendable () -> Int

    init(tracking read: @escaping @MainActor @Sendable () -> Int) {
      self.read = read
    }

    /// The value read after each invalidation.
    var values: [Int] { seen.values }

    @MainActor
    func track() {
      withObservationTracking {
        _ = read()
      } onChange: { [self] in
        MainActor.assumeIsolated {
          seen.append(read())
          track()
        }
      }
    }
  }

  @Test func aTapWhoseEffectSendsMoreActionsPublishesOnceWithTheFinalState() {
    let store = Store(initialState: 0) { Tapper() }
    var emissions: [Int] = []
    let token = store.publisher.sink { emissions.append($0) }
    #expect(emissions == [0])

    store.send(.tap)

    #expect(emissions == [0, 3])
    withExtendedLifetime(token) {}
  }

  @Test func observationIsInvalidatedOncePerSend() {
    let store = Store(initialState: 0) { Tapper() }
    let counter = InvalidationCounter { store.state }
    counter.track()

    store.send(.tap)
    #expect(counter.values == [3])

    store.send(.tap)
    #expect(counter.values == [3, 6])
  }

  @Test func scopedStoresAndConnectorsAreToldOncePerSend() {
    struct State: Equatable {
      var count = 0
    }
    struct Text: Connector {
      func connect(state: State) -> String { "Count: \(state.count)" }
      func connect(action: Never) -> Tapper.Action {}
    }
    let store = Store(initialState: State()) {
      Reduce<State, Tapper.Action> { state, action in Tapper().reduce(into: &state.count, action: action) }
    }
    let count = store.scope(state: \.count, action: { $0 })
    let text = store.connect(using: Text())
    var counts: [Int] = []
    var texts: [String] = []
    let tokens = [
      count.publisher.sink { counts.append($0) },
      text.publisher.sink { texts.append($0) },
    ]

    count.send(.tap)

    #expect(counts == [0, 3])
    #expect(texts == ["Count: 0", "Count: 3"])
    withExtendedLifetime(tokens) {}
  }

  @Test func anActionSentByAnObserverIsProcessedThenObserversAreToldOnceMore() {
    let store = Store(initialState: 0) { Tapper() }
    var emissions: [Int] = []
    var depth = 0
    let token = store.publisher.sink { value in
      depth += 1
      defer { depth -= 1 }
      emissions.append(value)
      // NB: Sent during the fan-out: it waits in the queue until every observer has been told.
      if value == 3 { store.send(.tap) }
      #expect(depth == 1)
    }

    store.send(.tap)

    // The observer's tap and its effects were reduced after the fan-out, then told as one more change.
    #expect(emissions == [0, 3, 6])
    withExtendedLifetime(token) {}
  }

  @Test func anObserverAddedDuringANotificationHearsTheNextOne() {
    let store = Store(initialState: 0) { Tapper() }
    var late: [Int] = []
    var lateToken: CancellationToken?
    let token = store.observeChanges { _ in
      guard lateToken == nil else { return }
      lateToken = store.observeChanges { late.append($0) }
    }

    store.send(.tap)
    #expect(late == [])

    store.send(.tap)
    #expect(late == [6])
    withExtendedLifetime((token, lateToken)) {}
  }

  @Test func eachActionAnAsynchronousEffectSendsIsItsOwnNotification() async {
    let store = Store(initialState: 0) { Tapper() }
    var emissions: [Int] = []
    let token = store.publisher.sink { emissions.append($0) }

    await store.send(.later).finish()

    // `.later` changes nothing, and is told; each action the `.run` effect sends is a `send` of its own.
    #expect(emissions == [0, 0, 1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func aScopedStoresStateClosureRunsOnceWhenASubscriptionStarts() {
    var calls = 0
    let store = Store(initialState: 0) { Tapper() }
    let scoped = store.scope(
      state: { (count: Int) -> Int in
        calls += 1
        return count
      },
      action: { $0 })
    #expect(calls == 0)

    var emissions: [Int] = []
    let token = scoped.publisher.sink { emissions.append($0) }
    #expect(calls == 1)

    scoped.send(.tap)
    #expect(calls == 2)
    #expect(emissions == [0, 3])
    withExtendedLifetime(token) {}
  }

  @Test func aRecordingStillRecordsEveryActionOfTheSend() {
    let store = Store(initialState: 0) { Tapper() }
    let recording = store.startRecording(states: .everyStep)

    store.send(.tap)

    #expect(recording.trace.steps.map(\.action) == [.tap, .next1, .next2, .end])
  }
}
