extension TestClock {
  /// Moves the clock forward by `duration`, resuming every task whose deadline it reaches.
  ///
  /// Sleepers are resumed in deadline order (in the order they started sleeping for equal deadlines), and
  /// ``now`` is moved to each one's deadline as it is resumed, then to the final instant.
  ///
  /// Work a ``TestStore``'s effects resume has run, when the call returns, until it ended or waits again
  /// (on this clock or on something outside the store), so a test can receive what it sent at once.
  /// Other work it resumes (a task the test started itself) runs concurrently: await its outcome.
  ///
  /// - Parameter duration: How far to move; `.zero` resumes only the tasks that are already due.
  @MainActor
  public func advance(by duration: Duration = .zero) async {
    precondition(
      duration >= .zero,
      "TestClock.advance(by: \(duration)): a clock cannot go backwards; pass a duration of zero or more."
    )
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline`, resuming every task whose deadline it reaches.
  ///
  /// Sleepers are resumed in deadline order (in the order they started sleeping for equal deadlines), and
  /// ``now`` is moved to each one's deadline as it is resumed, then to `deadline`.
  ///
  /// Work a ``TestStore``'s effects resume has run, when the call returns, until it ended or waits again
  /// (on this clock or on something outside the store), so a test can receive what it sent at once.
  /// Other work it resumes (a task the test started itself) runs concurrently: await its outcome.
  ///
  /// It runs on the main actor, as a test and the main-actor work it drives do: work already queued there
  /// (the timer of a debounce the test just fed) runs after the move, and sees the new ``now``.
  ///
  /// - Parameter deadline: The instant to move to. It must not be before ``now``.
  @MainActor
  public func advance(to deadline: Instant) async {
    let start = now
    precondition(
      deadline >= start,
      """
      TestClock.advance(to: \(deadline)): the clock is already at \(start) and cannot go backwards; \
      advance to \(start) or later.
      """
    )
    let advancingEffect = EffectLedger.currentEffect
    advancingEffect.map { $0.ledger.noteAdvancing($0.effect) }
    // NB: Each sleeper's work settles before the next is woken, so work that sleeps again before
    // `deadline` is woken again by this same call, in deadline order. The last `wakeNext`, finding none
    // due, moves the clock to `deadline`.
    while let sleeper = state.withLock({ $0.wakeNext(by: deadline, of: self) }) {
      sleeper.continuation.resume()
      guard let ledger = sleeper.effect?.ledger else { continue }
      if advancingEffect == nil {
        await ledger.settle()
      } else {
        // NB: In an effect, whose task prefers the store's executor, every suspension of this task
        // resumes it through a job there, and a settle here would never see a round that runs none:
        // settle from a task of its own.
        await Self.settle(ledger)
      }
    }
  }

  /// Settles `ledger` from a task of its own, which does not wait for advances in effects (this one).
  private nonisolated static func settle(_ ledger: EffectLedger) async {
    await Task.detached { await ledger.settle(waitingForAdvances: false) }.value
  }

  /// Advances the clock deadline by deadline until no task is sleeping on it.
  ///
  /// Each round advances to the earliest deadline, so a test store's effect that sleeps again is woken
  /// by a later round. Work outside a test store runs concurrently: await the outcome you expect
  /// afterwards.
  ///
  /// Work that keeps sleeping again forever (a timer) would make this loop forever: after 10,000 rounds,
  /// or once `timeout` of real time has passed, it stops and fails the test, saying how far the clock
  /// got. Advance by a fixed duration to test such work.
  ///
  /// - Parameters:
  ///   - timeout: How much real time the rounds may take; a safety net, not a schedule.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  @MainActor
  public func run(
    timeout: Duration = .seconds(30),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now + timeout
    var rounds = 0
    while let next = state.withLock({ $0.earliestDeadline }) {
      rounds += 1
      guard rounds <= Self.maximumRounds, ContinuousClock.now < deadline else {
        let limit = rounds > Self.maximumRounds ? "\(Self.maximumRounds) rounds" : "\(timeout)"
        return TestFailure.record(
          """
          TestClock.run(): tasks were still sleeping after \(limit) of advancing, at \(now): something \
          sleeps again every time it wakes (a timer?). Use `advance(by:)` to move the clock a fixed amount \
          instead, or make the feature stop it.
          """,
          at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      }
      await advance(to: next)
    }
  }

  private static let maximumRounds = 10_000
}
