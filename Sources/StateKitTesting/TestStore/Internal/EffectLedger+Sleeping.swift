extension EffectLedger {
  /// The test store effect a task runs for: bound around every effect's body, so that a ``TestClock``
  /// its work sleeps on can tell the ledger, and wake it on the store's executor.
  struct EffectTag: Sendable {
    let ledger: EffectLedger
    let effect: Int
  }

  /// The effect the current task runs for, if it runs for one of a test store.
  @TaskLocal static var currentEffect: EffectTag?

  struct SleepKey: Hashable {
    let clock: ObjectIdentifier
    let sleeper: Int
  }

  struct Sleep {
    let effect: Int
    let clock: TestClock
    let deadline: TestClock.Instant
  }

  /// What a step reports when every effect still running sleeps on a test clock: nothing can arrive
  /// until the test advances a clock.
  struct Asleep: Sendable {
    /// How many effects sleep.
    let count: Int
    /// How far the clock with the earliest deadline must move to wake the first of them.
    let earliestWake: Duration
  }

  /// Counts the sleep of `effect` on `clock`. Called under the clock's lock (clock, then ledger: the
  /// ledger never calls a clock while it holds its own lock).
  func noteAsleep(_ effect: Int, on clock: TestClock, sleeper: Int, until deadline: TestClock.Instant) {
    let waiters = state.withLock { state in
      state.sleeps[SleepKey(clock: ObjectIdentifier(clock), sleeper: sleeper)] = Sleep(
        effect: effect, clock: clock, deadline: deadline)
      state.advancingEffects.remove(effect)
      return state.waiters.keys.map { state.waiters.removeValue(forKey: $0)! }
    }
    resume(waiters, with: .effectAsleep)
  }

  /// Notes that `effect` advances a test clock (an exploration's action that lets time pass): a step waits
  /// for it until it ends or sleeps, since the advance runs what it wakes in turns the step cannot count.
  func noteAdvancing(_ effect: Int) {
    _ = state.withLock { $0.advancingEffects.insert(effect) }
  }

  /// Whether an effect that advanced a test clock still runs: see ``noteAdvancing(_:)``.
  var hasAdvancingEffects: Bool {
    state.withLock { state in
      state.advancingEffects.contains { state.effects[$0]?.isLive == true }
    }
  }

  /// Forgets a sleep that ended: woken by an advance, or cancelled. Called under the clock's lock.
  func noteAwake(on clock: TestClock, sleeper: Int) {
    _ = state.withLock { state in
      state.sleeps.removeValue(forKey: SleepKey(clock: ObjectIdentifier(clock), sleeper: sleeper))
    }
  }

  /// Whether every effect of `group` (of any group if `nil`) that is still running and not cancelled
  /// sleeps on a test clock, and if so how far to advance; `nil` if one of them does something else, or
  /// none is running. Meaningful once the executor has settled: nothing else of the store can run.
  func asleep(group: Int?) -> Asleep? {
    let sleeps: [Sleep]? = state.withLock { state in
      let running = state.effects.filter { _, effect in
        effect.isLive && (group == nil || effect.group == group)
      }
      guard !running.isEmpty else { return nil }
      let sleeps = state.sleeps.values.filter { running[$0.effect] != nil }
      guard Set(sleeps.map(\.effect)).count == running.count else { return nil }
      return sleeps
    }
    guard let sleeps else { return nil }
    // NB: Outside the ledger's lock: reading a clock's time takes the clock's lock.
    let earliest = sleeps.map { $0.deadline.offset - $0.clock.now.offset }.min() ?? .zero
    return Asleep(count: Set(sleeps.map(\.effect)).count, earliestWake: max(earliest, .zero))
  }
}
