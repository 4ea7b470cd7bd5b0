import StateKit

extension TestStore {
  /// Waits until every effect the feature started has ended, and checks that the test received every
  /// action they fed back.
  ///
  /// Call it at the end of a test whose effects end on their own, to make the end explicit; the store
  /// checks the same things when it is deallocated. An effect that sleeps on a `TestClock` ends only once
  /// the test advances the clock: advance it first. An effect that never ends by design (a timer, a
  /// subscription) makes this wait for ``timeout`` and fail: make the feature cancel it, or call
  /// ``skipInFlightEffects(fileID:filePath:line:column:)``.
  ///
  /// With ``exhaustivity`` off, actions that arrive while it waits are run through the reducer, and
  /// effects still running after ``timeout`` are not a failure.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for effects that run without sending anything; ``timeout`` if `nil`.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now + timeout
    while true {
      if !exhaustivity.isExhaustive {
        skipReceived(at: location)
      }
      let wakeup = await ledger.wait(
        for: nil,
        actionsAfter: exhaustivity.isExhaustive ? nil : ledger.receivedActionCount,
        until: deadline
      )
      if wakeup == .actionReceived { continue }
      if wakeup == .cancelled { return }
      // NB: Once idle, an action that arrived last may still start effects when it is skipped.
      if wakeup == .idle, !exhaustivity.isExhaustive, !interceptor.received.isEmpty { continue }
      if wakeup == .timedOut {
        let running = ledger.skipAll()
        // NB: The deadline passed while the main actor was busy (another test's store going away, say)
        // and the effects ended in the meantime: nothing is still running, so nothing failed.
        if running.isEmpty { break }
        if exhaustivity.isExhaustive {
          TestFailure.record(
            FailureMessage.effectsStillRunning(running, at: "finish() after waiting \(timeout)"),
            at: location
          )
        } else if exhaustivity.showsSkippedAssertions {
          TestFailure.note(FailureMessage.effectsStillRunning(running, at: "finish()"), at: location)
        }
      }
      break
    }
    if exhaustivity.isExhaustive, !interceptor.received.isEmpty {
      TestFailure.record(
        FailureMessage.unassertedReceivedActions(interceptor.received.map(\.description), before: "finish()"),
        at: location
      )
      skipReceived(at: location)
    }
  }

  /// Reports what a test left unasserted when its store goes away: effects still running after waiting
  /// up to the timeout for them, and actions they fed back that the test did not receive.
  ///
  /// Runs in `deinit`, which cannot suspend: it blocks the thread while effects finish. A passing test
  /// blocks for no more than the few instructions an effect runs after its last action; only an effect
  /// that really is still running makes it wait, for the timeout or one second, whichever is shorter.
  /// The longest the end of a test blocks the main thread waiting for effects to end: ample for an
  /// effect's last instructions after its last action, even on a loaded machine where a thread of the
  /// cooperative pool can take hundreds of milliseconds to come (a tenth of a second was not enough under
  /// ThreadSanitizer in CI). Not the whole timeout: an effect waiting to send to the main actor cannot end
  /// while it is blocked, and every other test's main-actor work waits too.
  nonisolated static var endOfTestGracePeriod: Duration { .seconds(1) }

  nonisolated static func reportEndOfTest(
    ledger: EffectLedger,
    unreceived: LockedState<[String]>,
    settings: EndOfTestSettings,
    location: AssertionLocation
  ) {
    switch settings.exhaustivity {
    case .on:
      // NB: Blocking the main thread also blocks every other test's main-actor work, and an effect that
      // still needs the main actor cannot end while it is blocked: wait only long enough for effects that
      // are finishing their last instructions, not for the whole timeout.
      if !ledger.blockUntilSettled(timeout: min(settings.timeout, endOfTestGracePeriod)) {
        let running = ledger.skipAll(includingCancelled: false)
        if !running.isEmpty {
          TestFailure.record(
            FailureMessage.effectsStillRunning(running, at: "the end of the test"), at: location)
        }
      }
      let unreceived = unreceived.withLock { $0 }
      if !unreceived.isEmpty {
        TestFailure.record(
          FailureMessage.unassertedReceivedActions(unreceived, before: "the end of the test"),
          at: location
        )
      }
    case .off(showSkippedAssertions: true):
      let running = ledger.skipAll()
      if !running.isEmpty {
        TestFailure.note(FailureMessage.effectsStillRunning(running, at: "the end of the test"), at: location)
      }
      let unreceived = unreceived.withLock { $0 }
      if !unreceived.isEmpty {
        TestFailure.note(
          FailureMessage.unassertedReceivedActions(unreceived, before: "the end of the test"),
          at: location
        )
      }
    case .off(showSkippedAssertions: false):
      _ = ledger.skipAll()
    }
  }
}
