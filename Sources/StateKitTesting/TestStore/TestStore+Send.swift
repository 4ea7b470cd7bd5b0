extension TestStore {
  /// Sends `action` to the feature, as a user or the view would, and asserts the state it leads to.
  ///
  /// The closure receives the state as it was before the action and changes it into what the test
  /// expects after it; the test fails if that differs from the state the action left. Without a closure
  /// the action must not change the state.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  ///
  /// The store reduces the action, and every action its effects feed back while the step runs, as a
  /// `Store` would; the actions fed back wait for the test to `receive` them, each with the state it left.
  /// With ``exhaustivity`` on, every action fed back before this step must have been received; any left
  /// is reported, then skipped. With it off, they are skipped without a failure, and the closure is
  /// applied to the state the action left, so only what it sets is checked (set values,
  /// `$0.count = 2`, rather than change them, `$0.count += 1`).
  ///
  /// Sending an action to a feature that dismissed itself (``isDismissed``) fails the test.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  /// - Returns: A handle on the effects the action started: ``TestStoreTask/finish(timeout:fileID:filePath:line:column:)``
  ///   waits for them, ``TestStoreTask/cancel()`` cancels them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // NB: Rendering an action walks it with Mirror: do it only for a message or an effect's origin.
    func description() -> String { describe(action) }
    let group = makeGroup()
    let task = TestStoreTask(group: group, ledger: ledger, timeout: timeout)
    guard checkStillInItsTest(at: location, step: "sending \(description())") else { return task }
    guard !isDismissed else {
      TestFailure.record(FailureMessage.sentAfterDismissal(description()), at: location)
      return task
    }
    accountForEverythingBefore("sending \(description())", at: location)

    process(action, description: description, group: group, at: location)
    await settle(at: location)
    guard let entry = timeline.takeFirst() else { return task }
    expectState(
      from: assertedState,
      to: entry.after,
      after: "sending \(entry.description)",
      updateExpected: updateExpected,
      at: location
    )
    return task
  }
}
