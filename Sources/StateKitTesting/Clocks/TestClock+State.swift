extension TestClock {
  /// The clock's time, its sleepers and the tasks waiting for sleepers, guarded by the clock's lock.
  ///
  /// Every method runs under the lock and returns what must be resumed, so continuations are always
  /// resumed after the lock is released.
  struct State: Sendable {
    enum Sleeper: Sendable {
      /// Inside `sleep`, between deciding to sleep and handing over its continuation; `advances` is the
      /// clock's count of advances when it decided.
      case registering(deadline: Instant, advances: Int)
      case sleeping(deadline: Instant, CheckedContinuation<Void, any Error>)

      var deadline: Instant {
        switch self {
        case .registering(let deadline, _), .sleeping(let deadline, _): deadline
        }
      }
    }

    /// What a sleeper that hands over its continuation must do with it.
    enum Outcome {
      case wait, resume, cancel

      func resume(_ continuation: CheckedContinuation<Void, any Error>) {
        switch self {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    }

    struct Waiter: Sendable {
      var count: Int
      var continuation: CheckedContinuation<Void, Never>
    }

    private(set) var now: Instant
    /// How many times the clock was advanced: a sleeper that registered before an advance that reached
    /// its deadline is due, even if the deadline is the current ``now``.
    private var advances = 0
    // NB: Ids only grow, so among sleepers with equal deadlines the lowest id slept first.
    private var nextID = 0
    private(set) var sleepers: [Int: Sleeper] = [:]
    /// The test store effect each sleeper belongs to, if any: what `advance` settles once it woke it.
    private var effects: [Int: EffectLedger.EffectTag] = [:]
    private var waiters: [Int: Waiter] = [:]

    init(now: Instant) {
      self.now = now
    }

    // MARK: - Sleepers

    /// Notes a new sleeper that will sleep until `deadline` once it hands over its continuation; returns
    /// its id.
    mutating func register(deadline: Instant, effect: EffectLedger.EffectTag?) -> Int {
      let id = nextID
      nextID += 1
      sleepers[id] = .registering(deadline: deadline, advances: advances)
      effects[id] = effect
      return id
    }

    /// How many sleepers have handed over their continuations: those an advance to their deadlines wakes.
    var sleepingCount: Int {
      sleepers.values.filter { if case .sleeping = $0 { true } else { false } }.count
    }

    /// Takes the continuation of the sleeper `id` of `clock` and says what to do with it, and which
    /// waiters its sleep satisfies.
    mutating func suspend(
      _ id: Int,
      of clock: TestClock,
      _ continuation: CheckedContinuation<Void, any Error>
    ) -> (outcome: Outcome, waiters: [CheckedContinuation<Void, Never>]) {
      guard case .registering(let deadline, let advancesThen) = sleepers[id] else {
        preconditionFailure("TestClock: a sleeper left the clock before it was suspended")
      }
      // NB: The cancellation flag is set before the cancellation handler runs, so a handler that ran
      // before this point, and found nothing to resume, is seen here.
      if Task.isCancelled {
        sleepers[id] = nil
        effects[id] = nil
        return (.cancel, [])
      }
      // NB: The clock may have been advanced to the deadline or past it while this sleeper was registering.
      if advances != advancesThen, deadline <= now {
        sleepers[id] = nil
        effects[id] = nil
        return (.resume, [])
      }
      sleepers[id] = .sleeping(deadline: deadline, continuation)
      effects[id]?.ledger.noteAsleep(effects[id]!.effect, on: clock, sleeper: id, until: deadline)
      return (.wait, satisfiedWaiters())
    }

    /// Removes the sleeper `id` if it is suspended, and returns its continuation to throw from.
    mutating func cancel(_ id: Int, of clock: TestClock) -> CheckedContinuation<Void, any Error>? {
      guard case .sleeping(_, let continuation) = sleepers[id] else { return nil }
      sleepers[id] = nil
      effects.removeValue(forKey: id)?.ledger.noteAwake(on: clock, sleeper: id)
      return continuation
    }

    /// The deadline of the sleeper that is due first, if any.
    var earliestDeadline: Instant? {
      sleepers.values.map(\.deadline).min()
    }

    /// Removes the first sleeper due by `instant`, in deadline order and then in the order they slept,
    /// and moves `now` to its deadline; returns its continuation and the test store effect it belongs to.
    ///
    /// When none is due, it moves `now` to `instant`, counts the advance and returns `nil`, in the same
    /// step: a sleeper still registering then finds, when it suspends, that an advance reached its
    /// deadline. Had the advance been counted in a later step, a sleeper suspending between the two would
    /// sleep past its deadline, with nothing left to wake it.
    mutating func wakeNext(
      by instant: Instant,
      of clock: TestClock
    ) -> (continuation: CheckedContinuation<Void, any Error>, effect: EffectLedger.EffectTag?)? {
      var next: (id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>)?
      for (id, sleeper) in sleepers {
        guard case .sleeping(let deadline, let continuation) = sleeper, deadline <= instant else { continue }
        if let current = next, (current.deadline, current.id) < (deadline, id) { continue }
        next = (id, deadline, continuation)
      }
      guard let next else {
        now = max(now, instant)
        advances += 1
        return nil
      }
      sleepers[next.id] = nil
      now = max(now, next.deadline)
      let effect = effects.removeValue(forKey: next.id)
      effect?.ledger.noteAwake(on: clock, sleeper: next.id)
      return (next.continuation, effect)
    }

    // MARK: - Waiters

    mutating func makeWaiterID() -> Int {
      defer { nextID += 1 }
      return nextID
    }

    /// Keeps `continuation` until `count` tasks sleep; returns `true` (keeping nothing) if they already
    /// do or the waiting task is cancelled.
    ///
    /// A sleeper counts once it has handed over its continuation, not when it decides to sleep: an
    /// advance made after the wait returns then wakes it, and a sleeper resumed by an earlier advance
    /// before it could sleep never satisfies a wait for the next sleep.
    mutating func addWaiter(_ id: Int, count: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
      guard sleepingCount < count, !Task.isCancelled else { return true }
      waiters[id] = Waiter(count: count, continuation: continuation)
      return false
    }

    mutating func removeWaiter(_ id: Int) -> CheckedContinuation<Void, Never>? {
      waiters.removeValue(forKey: id)?.continuation
    }

    /// Removes and returns the waiters whose count of sleepers is reached.
    private mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
      guard !waiters.isEmpty else { return [] }
      let sleeping = sleepingCount
      let satisfied = waiters.filter { $0.value.count <= sleeping }
      for id in satisfied.keys { waiters[id] = nil }
      return satisfied.values.map(\.continuation)
    }
  }
}
