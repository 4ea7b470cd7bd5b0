import StateKit
import StateKitTesting
import Testing

/// Observers of one source that, from inside their callbacks, make it deliver again, subscribe new
/// observers and cancel or release others (or themselves), at random: every observer must still see the
/// source's values in order, none twice, from when it subscribed to when it was stopped: a relay's every
/// value, a store's every notification.
///
/// The sources: a store, whose observers get the current version on subscription and whose actions sent
/// from a callback are queued, then reduced together once the fan-out is over and told as one change
/// (one notification per send: a store's observers may skip versions); and a passthrough relay, whose
/// observers only get later values and whose values sent from a callback wait for the fan-out to end.
///
/// Sizes: 400 seeds of 100 sends per source at full size, 80 under ThreadSanitizer, 5 under valgrind.
/// Failures print the seed; `STATEKIT_SEED` replays one.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ObserverOrderingTests {
  enum Source: CaseIterable { case store, relay }

  /// One observer: the first value it must receive, what it received, and when it was stopped.
  @MainActor
  final class Observer {
    let first: Int
    var values: [Int] = []
    var token: CancellationToken?
    /// The value being delivered when a callback cancelled or released this observer.
    var stoppedAt: Int?
    /// How many values it had received then: it must receive none after.
    var receivedWhenStopped = 0

    init(first: Int) {
      self.first = first
    }
  }

  /// A source whose values number its deliveries (a store's version, a relay's count of sends), and
  /// observers that react at random.
  @MainActor
  final class Run {
    let source: Source
    var random: SeededGenerator
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { version, _ in
        version += 1
        return .none
      }
    }
    let relay = PassthroughRelay<Int>()
    var sent = 0
    var emitted = 0
    var observers: [Observer] = []
    var budget = 200

    init(source: Source, seed: UInt64) {
      self.source = source
      random = SeededGenerator(seed: seed)
    }

    /// The last value: every observer that was never stopped must end with it.
    var last: Int { source == .store ? store.state : sent }

    func emit() {
      emitted += 1
      switch source {
      case .store:
        store.send(())
      case .relay:
        sent += 1
        relay.send(sent)
      }
    }

    func subscribe() {
      let observer = Observer(first: source == .store ? store.state : sent + 1)
      observers.append(observer)
      let publisher =
        source == .store ? store.publisher.eraseToAnyValuePublisher() : relay.eraseToAnyValuePublisher()
      observer.token = publisher.sink { [unowned self, unowned observer] value in
        observer.values.append(value)
        react(delivering: value)
      }
    }

    private func react(delivering value: Int) {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30 where budget > 0:
        budget -= 1
        emit()  // queued until this fan-out is over
      case 30..<36 where observers.count < 40:
        subscribe()
      case 36..<44:
        // NB: An observer of a store receives the current version inside `sink`, before its token
        // exists: until then nothing can stop it.
        let candidates = observers.filter { $0.stoppedAt == nil && $0.token != nil }
        guard let victim = candidates.randomElement(using: &random) else { return }
        // NB: A store's new observer gets the changes made during its first delivery afterwards, in
        // order, so its callback may be handed an older version than the store's: the store's version
        // is the one being delivered.
        victim.stoppedAt = source == .store ? store.state : value
        victim.receivedWhenStopped = victim.values.count
        if Bool.random(using: &random) { victim.token?.cancel() } else { victim.token = nil }
      default:
        break
      }
    }
  }

  @Test(arguments: Source.allCases)
  func observersThatSendSubscribeAndCancelDuringDeliverySeeAContiguousRunOfValues(source: Source) {
    let count = LoadScale.current.size(full: 400, threadSanitizer: 80, valgrind: 5)
    let seeds = environmentSeed().map { [$0] } ?? (0..<UInt64(count)).map { 0x0DE0_0000 + $0 }
    for seed in seeds {
      let run = Run(source: source, seed: seed)
      for _ in 0..<5 { run.subscribe() }
      for _ in 0..<100 { run.emit() }
      #expect(
        run.last == run.emitted, "seed 0x\(String(seed, radix: 16)): a send was lost or delivered twice")

      for (index, observer) in run.observers.enumerated() {
        let last = observer.values.last ?? observer.first - 1
        let contiguous =
          switch source {
          case .relay: observer.values == Array(observer.first..<(last + 1))
          case .store:
            (observer.values.first.map { $0 == observer.first } ?? true)
              && zip(observer.values, observer.values.dropFirst()).allSatisfy { $0 < $1 }
          }
        // Stopped while value `v` was being delivered: it got `v` or not, nothing later.
        let endsRight =
          if let stop = observer.stoppedAt {
            observer.values.count == observer.receivedWhenStopped
              && (last == stop || (source == .relay ? last == stop - 1 : last < stop)
                || (observer.values.isEmpty && observer.first >= stop))
          } else {
            last == run.last
          }
        #expect(
          contiguous && endsRight,
          """
          seed 0x\(String(seed, radix: 16)), \(source): observer \(index), first value \(observer.first), \
          stopped at \(observer.stoppedAt.map(String.init) ?? "none") of \(run.last), received \
          \(observer.values)
          """
        )
        if !(contiguous && endsRight) { return }
      }
    }
  }
}
