extension EffectLedger {
  /// How many actions effects have fed back so far: pass it to ``wait(for:actionsAfter:until:)``.
  var receivedActionCount: Int {
    state.withLock { $0.receivedActionCount }
  }

  /// Waits until the effects of `group` (all effects if `nil`) have ended, an action arrives after the
  /// first `count` (if `count` is given), or `deadline` passes.
  ///
  /// Returns at once if those effects have already ended or more than `count` actions arrived: the caller
  /// reads ``receivedActionCount`` when it finds no action to process, and an action that arrives before
  /// the wait begins is not missed.
  func wait(
    for group: Int?,
    actionsAfter count: Int?,
    until deadline: ContinuousClock.Instant
  ) async -> Wakeup {
    let waiterID = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Wakeup, Never>) in
        let immediate: Wakeup? = state.withLock { state in
          // NB: The cancellation flag is set before the cancellation handler runs: a handler that ran
          // before the waiter was registered, and found nothing to resume, is seen here.
          if Task.isCancelled { return .cancelled }
          if let count, state.receivedActionCount != count { return .actionReceived }
          if state.isIdle(group) { return .idle }
          state.waiters[waiterID] = Waiter(
            group: group, wakesOnActions: count != nil, continuation: continuation)
          return nil
        }
        if let immediate { return continuation.resume(returning: immediate) }
        // NB: The timer is created once the waiter is registered, so it can never fire for a waiter that
        // is not there yet; whoever resumes the waiter first cancels it.
        let timer = Task {
          try? await Task.sleep(until: deadline, clock: .continuous)
          guard !Task.isCancelled else { return }
          self.resumeWaiter(waiterID, with: .timedOut)
        }
        let isWaiting = state.withLock { state in
          state.waiters[waiterID]?.timer = timer
          return state.waiters[waiterID] != nil
        }
        if !isWaiting { timer.cancel() }
      }
    } onCancel: {
      resumeWaiter(waiterID, with: .cancelled)
    }
  }

  /// Counts an action fed back by an effect, and wakes the waits that want to know.
  func actionReceived() {
    let waiters = state.withLock { state in
      state.receivedActionCount += 1
      let ids = state.waiters.keys.filter { state.waiters[$0]!.wakesOnActions }
      return ids.map { state.waiters.removeValue(forKey: $0)! }
    }
    resume(waiters, with: .actionReceived)
  }

  /// Runs every runnable job of the effects, then lets the main actor run the work those jobs handed it
  /// (an action they sent, which the store reduces there) and drains again, until two rounds in a row run
  /// nothing.
  ///
  /// NB: The hops to the main actor that a drain enqueued run, as a rule, before this task comes back
  /// from `Task.yield()`, and enqueue on the executor whatever they resume. A pump the executor scheduled
  /// on the main actor may run those jobs during the yield: a round counts every job run, by this drain
  /// or by a pump. Yet a hop is sometimes still queued behind the yield (an effect calling a main-actor
  /// function, one run in two on Linux): a second round without a job is what makes the step wait for
  /// it. With no effect registered after the first drain, nothing can have hopped to the main actor for
  /// one, so a step whose action started no effect returns without suspending.
  ///
  /// A step waits, too, for an effect that advances a test clock (an exploration's action that lets time
  /// pass) until that effect ends or sleeps: the advance settles what each sleeper it wakes does from a
  /// task of its own, in turns a round cannot count. `waitingForAdvances` is `false` for that settling
  /// itself. Rounds without a job while such an effect runs go on up to ``maximumIdleRounds``.
  @MainActor
  func settle(waitingForAdvances: Bool = true) async {
    executor.drain()
    guard state.withLock({ !$0.effects.isEmpty }) else { return }
    var jobsRun = executor.jobsRun
    var idleRounds = 0
    while true {
      await Task.yield()
      executor.drain()
      let now = executor.jobsRun
      if now != jobsRun {
        jobsRun = now
        idleRounds = 0
        continue
      }
      idleRounds += 1
      let waitsForAdvance = waitingForAdvances && idleRounds < Self.maximumIdleRounds && hasAdvancingEffects
      if idleRounds >= 2, !waitsForAdvance { return }
    }
  }

  /// How many rounds in a row a settle waits for an effect that advances a test clock without seeing a
  /// job run: far more than an advance's hops take, few enough that an effect that advances and then
  /// waits on something outside the store holds a step only briefly.
  static var maximumIdleRounds: Int { 1_000 }

  /// Runs the effects' runnable jobs on the calling thread, then says whether every effect has ended,
  /// was skipped, or was cancelled: for the test store's `deinit`, which cannot suspend.
  func isSettledAfterDraining() -> Bool {
    executor.drain()
    return state.withLock { $0.isSettled }
  }

  private func resumeWaiter(_ id: Int, with wakeup: Wakeup) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    if let waiter { resume([waiter], with: wakeup) }
  }

  func resume(_ waiters: [Waiter], with wakeup: Wakeup) {
    for waiter in waiters {
      waiter.timer?.cancel()
      waiter.continuation.resume(returning: wakeup)
    }
  }
}
