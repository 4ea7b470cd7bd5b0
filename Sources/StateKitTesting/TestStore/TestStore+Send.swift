extension TestStore {
  /// Sends `action` to the feature, as a user or the view would, and asserts the state it leads to.
  ///
  /// The closure receives the state as it was before the action and changes it into what the test
  /// expects after it; the test fails if that differs from the real state. Without a closure the action
  /// must not change the state.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  ///
  /// With ``exhaustivity`` on, every action that effects fed back must have been received before the next
  /// `send`; any left is reported, then run through the reducer, in order, before `action`. With it off,
  /// they are run through the reducer without a failure, and the closure is applied to the real state, so
  /// only what it sets is checked (set values, `$0.count = 2`, rather than change them, `$0.count += 1`).
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
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // NB: Rendering an action walks it with Mirror: do it only for a message or an effect's origin.
    func description() -> String { describe(action) }
    if exhaustivity.isExhaustive, !interceptor.received.isEmpty {
      TestFailure.record(
        FailureMessage.unassertedReceivedActions(
          interceptor.received.map(\.description),
          before: "sending \(description())"
        ),
        at: location
      )
    }
    skipReceived(at: location)
    expectNoChangeBetweenSteps(before: "sending \(description())", at: location)

    let group = makeGroup()
    let previous = state
    process(action, description: description, group: group, at: location)
    await settle()
    expectState(
      from: previous,
      after: "sending \(description())",
      updateExpected: updateExpected,
      at: location
    )
    return TestStoreTask(group: group, ledger: ledger, timeout: timeout)
  }
}
