extension TestStore where Action: Equatable {
  /// Asserts that the next action effects fed back is `expectedAction`, and asserts the state it left.
  ///
  /// ```swift
  /// await store.send(.factTapped)
  /// await store.receive(.factLoaded("1 is a good number.")) { $0.fact = "1 is a good number." }
  /// ```
  ///
  /// The store reduced the action when it arrived, as a `Store` does; the closure receives the state the
  /// test last asserted (the state the action before left) and changes it into what the test expects
  /// after this one, which is checked against the state this action left, however far the feature has
  /// run since. If no action has arrived yet, waits until one does, or until no effect is left that
  /// could send one (then fails at once), or for ``timeout`` while effects run without sending anything.
  /// With ``exhaustivity`` off, actions that arrived before a matching one are skipped.
  ///
  /// - Parameters:
  ///   - expectedAction: The action the test expects next.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let expectedDump = describe(expectedAction)
    await receiveAction(
      expectation: expectedDump,
      expectedDump: expectedDump,
      matching: { $0 == expectedAction },
      timeout: timeout,
      updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that the next action effects fed back is one that `isMatching` accepts, and asserts the state
  /// it left: for actions that are not `Equatable`, or whose payload the test cannot predict.
  ///
  /// ```swift
  /// await store.receive(
  ///   { if case .searchResponse(.success) = $0 { true } else { false } },
  ///   assert: { $0.results = ["Swift"] }
  /// )
  /// ```
  ///
  /// Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one the test expects.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      expectation: "an action matching the given predicate",
      expectedDump: nil,
      matching: isMatching,
      timeout: timeout,
      updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action effects fed back is of the case that `casePath` extracts, whatever its
  /// payload, and asserts the state it left.
  ///
  /// `casePath` is a key path to a property of the action that returns the case's payload or `nil`, the
  /// same property `Scope` uses to extract a child action:
  ///
  /// ```swift
  /// enum Action {
  ///   case searchResponse(Result<[String], SearchError>)
  ///   var searchResponse: Result<[String], SearchError>? {
  ///     if case .searchResponse(let result) = self { result } else { nil }
  ///   }
  /// }
  ///
  /// await store.receive(\.searchResponse) { $0.results = ["Swift"] }
  /// ```
  ///
  /// Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - casePath: The property that extracts the expected case's payload.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<Payload>(
    _ casePath: KeyPath<Action, Payload?>,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      expectation: caseDescription(casePath),
      expectedDump: nil,
      matching: { $0[keyPath: casePath] != nil },
      timeout: timeout,
      updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  // MARK: - Internals

  /// `\Action.response` when the runtime can name the key path; computed properties have no name.
  private func caseDescription(_ casePath: AnyKeyPath) -> String {
    let name = "\(casePath)"
    return name.contains("<computed")
      ? "an action of the case the given key path extracts" : "an action of the case \(name)"
  }

  func receiveAction(
    expectation: String,
    expectedDump: String?,
    matching isMatching: (Action) -> Bool,
    timeout: Duration?,
    updateExpected: ((inout State) throws -> Void)?,
    at location: CodeLocation
  ) async {
    guard checkStillInItsTest(at: location, step: "receiving \(expectation)") else { return }
    expectNoChangeBetweenSteps(before: "receiving \(expectation)", at: location)
    let history = timeline.history
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now + timeout
    var skipped: [String] = []
    while true {
      await settle(at: location)
      if let next = timeline.takeFirst() {
        if isMatching(next.action) {
          ledger.attribute(entry: next.number, to: location)
          if !skipped.isEmpty, exhaustivity.showsSkippedAssertions {
            TestFailure.note("Skipped received actions:\n\(FailureMessage.list(skipped))", at: location)
          }
          return expectState(
            from: assertedState,
            to: next.after,
            after: "receiving \(next.description)",
            updateExpected: updateExpected,
            at: location
          )
        }
        assertedState = next.after
        if exhaustivity.isExhaustive {
          return TestFailure.record(
            FailureMessage.unexpectedReceivedAction(
              next.description,
              expectation: expectation,
              expectedDump: expectedDump
            ),
            at: location
          )
        }
        skipped.append(next.description)
        continue
      }
      if let asleep = ledger.asleep(group: nil) {
        return TestFailure.record(
          FailureMessage.effectsAsleep(asleep, expected: "Expected to receive \(expectation)"),
          at: location
        )
      }
      let wakeup = await ledger.wait(for: nil, actionsAfter: ledger.receivedActionCount, until: deadline)
      // NB: Check the timeline whatever woke the wait: an action delivered just before the effect ended,
      // or just as the deadline passed, is still in time.
      guard !timeline.hasPendingReceived else { continue }
      if wakeup == .actionReceived || wakeup == .effectAsleep { continue }
      if wakeup == .cancelled { return }
      let running = ledger.running
      return TestFailure.record(
        FailureMessage.neverReceived(
          expectation,
          received: history,
          skipped: skipped,
          running: running,
          timeout: wakeup == .timedOut && !running.isEmpty ? timeout : nil
        ),
        at: location
      )
    }
  }
}
