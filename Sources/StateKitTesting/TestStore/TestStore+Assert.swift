extension TestStore {
  /// Asserts the state, without sending anything: for a change no action made.
  ///
  /// The closure receives the state as the test last asserted it and changes it into what the test
  /// expects now; the test fails if that differs from the state now (before any action fed back since the
  /// last step, which the test still receives after this). Use it for a change outside any action: an
  /// effect that dismissed its child while the clock advanced. With ``exhaustivity`` off, actions that
  /// effects fed back and the test did not receive are skipped first, and the closure receives the current
  /// state.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))  // the editor's autosave dismisses it
  /// store.assert { $0.editor = nil }
  /// ```
  ///
  /// - Parameters:
  ///   - updateExpected: Changes the state into what the test expects.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func assert(
    _ updateExpected: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !exhaustivity.isExhaustive {
      skipReceived(at: location)
    }
    let actual = timeline.base(current: runner.state)
    defer { assertedState = actual }
    var expected: StateSnapshot<State>
    do {
      let start = exhaustivity.isExhaustive ? assertedState : actual
      expected = try withoutActuallyEscaping(updateExpected) { try self.expected(from: start, $0) }
    } catch {
      return TestFailure.record(FailureMessage.assertionThrew(error, step: "assert"), at: location)
    }
    expected.state = exhaustivity.normalized(expected.state, against: actual.state)
    if !comparison.isEqual(expected, actual) {
      TestFailure.record(
        FailureMessage.stateMismatch(expected: expected, actual: actual, step: "assert"),
        at: location
      )
    }
  }

  // MARK: - Internals shared by the steps

  /// Fails the test if the state changed since the test last accounted for it with no action that made
  /// the change (exhaustive tests only), before `step` begins: the state before the next action the test
  /// has to receive (or the state now, if none) must be the one the test last asserted.
  func expectNoChangeBetweenSteps(before step: @autoclosure () -> String, at location: CodeLocation) {
    // NB: The runner's state, not ``liveState``: reading the store's `state` starts observing the store.
    let base = timeline.base(current: runner.state)
    defer { assertedState = base }
    guard exhaustivity.isExhaustive else { return }
    var expected = assertedState
    expected.state = exhaustivity.normalized(expected.state, against: base.state)
    guard !comparison.isEqual(expected, base) else { return }
    TestFailure.record(
      FailureMessage.changeBetweenSteps(before: expected, after: base, step: step()),
      at: location
    )
  }

  /// Accounts for everything the store did before a new `send` (or the end of the test): fails the test
  /// for actions fed back and not received (exhaustive tests only) and skips them, and checks that
  /// nothing else changed the state.
  func accountForEverythingBefore(_ step: @autoclosure () -> String, at location: CodeLocation) {
    expectNoChangeBetweenSteps(before: step(), at: location)
    if exhaustivity.isExhaustive, timeline.hasPendingReceived {
      TestFailure.record(
        FailureMessage.unassertedReceivedActions(timeline.pendingReceived, before: step()),
        at: location
      )
    }
    guard timeline.hasPendingReceived else { return }
    skipReceived(at: location)
    expectNoChangeBetweenSteps(before: step(), at: location)
  }

  /// Checks the state a step left against what the test expects.
  ///
  /// Exhaustive: the expected state is `previous` changed by `updateExpected`, and it must equal `actual`
  /// (no closure: the state must not have changed). Not exhaustive: `updateExpected` is applied to
  /// `actual`, so only what it sets is checked.
  func expectState(
    from previous: StateSnapshot<State>,
    to actual: StateSnapshot<State>,
    after step: @autoclosure () -> String,
    updateExpected: ((inout State) throws -> Void)?,
    at location: CodeLocation
  ) {
    defer { assertedState = actual }
    var expected: StateSnapshot<State>
    do {
      expected = try self.expected(from: exhaustivity.isExhaustive ? previous : actual, updateExpected)
    } catch {
      return TestFailure.record(FailureMessage.assertionThrew(error, step: step()), at: location)
    }
    expected.state = exhaustivity.normalized(expected.state, against: actual.state)
    if !comparison.isEqual(expected, actual) {
      let message =
        updateExpected == nil
        ? FailureMessage.unassertedStateChange(before: expected, after: actual, step: step())
        : FailureMessage.stateMismatch(expected: expected, actual: actual, step: step())
      TestFailure.record(message, at: location)
    } else if updateExpected != nil, exhaustivity.isExhaustive, !isReplaying,
      comparison.isEqual(previous, actual)
    {
      // NB: The step changed nothing and the closure matched: it asserted nothing, which TCA fails.
      TestFailure.record(FailureMessage.unnecessaryAssertion(step: step(), at: location), at: location)
    } else if exhaustivity.showsSkippedAssertions {
      noteSkippedStateChanges(
        from: previous, to: actual, after: step(), updateExpected: updateExpected, at: location)
    }
  }

  /// The state `updateExpected` makes of `start`, run with the test's dependencies in force: a shared
  /// value the closure sets (`$0.stats.count = 1`) changes the expected value only, never the live one.
  @inline(__always)
  func expected(
    from start: StateSnapshot<State>,
    _ updateExpected: ((inout State) throws -> Void)?
  ) throws -> StateSnapshot<State> {
    guard let updateExpected else { return start }
    var state = start.state
    let assertion = SharedAssertion(baseline: start.shared)
    try withDependencies {
      $0 = currentDependencies.values
    } operation: {
      try assertion.run { try updateExpected(&state) }
    }
    // NB: A replayed step expects the shared values its recording kept, which its closure cannot write.
    let shared = expectedSharedValues.map { assertion.expected.merging($0) } ?? assertion.expected
    return StateSnapshot(state: state, shared: shared)
  }

  /// Tells the test which state changes it did not assert, when exhaustivity is off and shows them.
  private func noteSkippedStateChanges(
    from previous: StateSnapshot<State>,
    to actual: StateSnapshot<State>,
    after step: String,
    updateExpected: ((inout State) throws -> Void)?,
    at location: CodeLocation
  ) {
    guard let asserted = try? expected(from: previous, updateExpected),
      !comparison.isEqual(asserted, actual)
    else { return }
    TestFailure.note(
      """
      The state changed when \(step) in ways the test did not assert:
      \(FailureMessage.difference(from: asserted, to: actual, labels: ("asserted", "actual")))
      """,
      at: location
    )
  }
}
