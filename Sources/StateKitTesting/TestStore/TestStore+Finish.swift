import StateKit

extension TestStore {
  /// Waits until every effect the feature started has ended, and checks that the test received every
  /// action they fed back.
  ///
  /// Call it at the end of a test whose effects end on their own, to make the end explicit; the store
  /// checks the same things when it is deallocated. An effect that sleeps on a `TestClock` ends only once
  /// the test advances the clock: advance it first. An effect that never ends by design (a timer, a
  /// subscription) makes this wait for ``timeout`` and fail: make the feature cancel it, or call
  /// ``skipInFlightEffects(strict:fileID:filePath:line:column:)``.
  ///
  /// With ``exhaustivity`` off, actions that arrive while it waits are skipped, and effects still running
  /// after ``timeout`` are not a failure.
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
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now + timeout
    expectNoChangeBetweenSteps(before: "finish()", at: location)
    defer { expectNoChangeBetweenSteps(before: "the end of finish()", at: location) }
    while true {
      if !exhaustivity.isExhaustive {
        skipReceived(at: location)
      }
      await settle(at: location)
      if let asleep = ledger.asleep(group: nil) {
        let running = ledger.skipAll()
        let message = FailureMessage.effectsAsleep(
          asleep, expected: "finish() expected every effect to end")
        if exhaustivity.isExhaustive {
          TestFailure.record(
            message + "\n" + FailureMessage.effectsStillRunning(running, at: "finish()"), at: location)
        } else if exhaustivity.showsSkippedAssertions {
          TestFailure.note(message, at: location)
        }
        break
      }
      let wakeup = await ledger.wait(
        for: nil,
        actionsAfter: exhaustivity.isExhaustive ? nil : ledger.receivedActionCount,
        until: deadline
      )
      if wakeup == .actionReceived || wakeup == .effectAsleep { continue }
      if wakeup == .cancelled { return }
      // NB: Once idle, an action that arrived last may still start effects when it is skipped.
      if wakeup == .idle, !exhaustivity.isExhaustive, timeline.hasPendingReceived { continue }
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
    if exhaustivity.isExhaustive, timeline.hasPendingReceived {
      TestFailure.record(
        FailureMessage.unassertedReceivedActions(timeline.pendingReceived, before: "finish()"),
        at: location
      )
      skipReceived(at: location)
    }
  }

  /// Reports what a test left unasserted when its store goes away: effects still running, and actions
  /// they fed back that the test did not receive.
  ///
  /// Runs in `deinit`, which cannot suspend: it first runs every job of the effects that is runnable, on
  /// the calling thread, so that an effect finishing its last instructions has ended; an effect still
  /// registered after that waits on something outside the store, and is reported. It never waits for a
  /// thread: the outcome does not depend on how busy the machine is.
  nonisolated static func reportEndOfTest(
    ledger: EffectLedger,
    unreceived: LockedState<[String]>,
    settings: EndOfTestSettings,
    location: CodeLocation
  ) {
    switch settings.exhaustivity {
    case .on:
      if !ledger.isSettledAfterDraining() {
        let running = ledger.skipAll(includingCancelled: false)
        // NB: Each effect is reported at the step that started it, the effects of one step together, in
        // the order the steps started them.
        var steps: [(location: CodeLocation?, effects: [EffectLedger.RunningEffect])] = []
        for effect in running {
          let key = effect.step.location?.description
          if let index = steps.firstIndex(where: { $0.location?.description == key }) {
            steps[index].effects.append(effect)
          } else {
            steps.append((effect.step.location, [effect]))
          }
        }
        for step in steps {
          TestFailure.record(
            FailureMessage.effectsStillRunning(step.effects, at: "the end of the test"),
            at: step.location ?? location)
        }
      }
      if let message = unreceivedMessage(unreceived) { TestFailure.record(message, at: location) }
    case .off(showSkippedAssertions: true):
      let running = ledger.skipAll()
      if !running.isEmpty {
        TestFailure.note(FailureMessage.effectsStillRunning(running, at: "the end of the test"), at: location)
      }
      if let message = unreceivedMessage(unreceived) { TestFailure.note(message, at: location) }
    case .off(showSkippedAssertions: false):
      _ = ledger.skipAll()
    }
    ledger.cancelUntracked()
  }

  /// What the test did not receive of the actions effects fed back, or `nil` if it received them all.
  private nonisolated static func unreceivedMessage(_ unreceived: LockedState<[String]>) -> String? {
    let unreceived = unreceived.withLock { $0 }
    guard !unreceived.isEmpty else { return nil }
    return FailureMessage.unassertedReceivedActions(unreceived, before: "the end of the test")
  }
}
