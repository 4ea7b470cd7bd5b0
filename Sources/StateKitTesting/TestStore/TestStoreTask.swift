/// A handle on the effects that one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started.
///
/// The effects include those started by the actions they fed back.
///
/// ```swift
/// let timer = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.seconds = 1 }
/// await timer.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let group: Int
  let ledger: EffectLedger
  let timeout: Duration

  /// Waits until every effect of the action has ended.
  ///
  /// The store reduces the actions the effects feed back meanwhile, as always; they wait for the test to
  /// receive them. Fails the test if the effects are still running after the timeout.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for effects that run without sending anything; the store's
  ///     ``TestStore/timeout`` when the action was sent if `nil`.
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
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now + timeout
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    while true {
      await ledger.settle()
      if let asleep = ledger.asleep(group: group) {
        let running = ledger.skipAll(group: group)
        let message = FailureMessage.effectsAsleep(asleep, expected: "finish() expected the effects to end")
        return TestFailure.record(
          message + "\n" + FailureMessage.effectsStillRunning(running, at: "finish()"), at: location)
      }
      let wakeup = await ledger.wait(for: group, actionsAfter: nil, until: deadline)
      if wakeup == .effectAsleep { continue }
      guard wakeup == .timedOut else { return }
      let running = ledger.skipAll(group: group)
      guard !running.isEmpty else { return }
      return TestFailure.record(
        FailureMessage.effectsStillRunning(running, at: "finish() after waiting \(timeout)"), at: location)
    }
  }

  /// Cancels every effect of the action, and those that actions of the action will start, and lets them
  /// run until they have ended (cancellation is cooperative) or wait on something outside the store.
  ///
  /// ```swift
  /// await timer.cancel()
  /// ```
  public func cancel() async {
    ledger.cancel(group: group)
    await ledger.settle()
  }

  /// Whether both handles are for the effects of the same `send`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ledger === rhs.ledger && lhs.group == rhs.group
  }

  /// Hashes the identity of the `send` this handle is for.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(ledger))
    hasher.combine(group)
  }
}
