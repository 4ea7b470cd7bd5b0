extension TestStore {
  /// Asserts the current state, without sending anything.
  ///
  /// The closure receives the state as the test last asserted it and changes it into what the test
  /// expects now; the test fails if that differs from the current state. Use it for a change no step made:
  /// an effect that dismissed its feature while the clock advanced. With ``exhaustivity`` off, the closure
  /// receives the current state, and actions that effects fed back and the test did not receive are run
  /// through the reducer first, so the state is up to date.
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
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !exhaustivity.isExhaustive {
      skipReceived(at: location)
    }
    let actual = state
    var expected = exhaustivity.isExhaustive ? assertedState : actual
    defer { assertedState = actual }
    do {
      try updateExpected(&expected)
    } catch {
      return TestFailure.record(FailureMessage.assertionThrew(error, step: "assert"), at: location)
    }
    expected = exhaustivity.normalized(expected, against: actual)
    if expected != actual {
      TestFailure.record(
        FailureMessage.stateMismatch(expected: expected, actual: actual, step: "assert"),
        at: location
      )
    }
  }

  /// Fails the test if the state changed since the test last accounted for it, with no step that made the
  /// change (exhaustive tests only), before `step` begins.
  func expectNoChangeBetweenSteps(before step: @autoclosure () -> String, at location: AssertionLocation) {
    defer { assertedState = state }
    guard exhaustivity.isExhaustive else { return }
    let expected = exhaustivity.normalized(assertedState, against: state)
    guard expected != state else { return }
    TestFailure.record(
      FailureMessage.changeBetweenSteps(before: expected, after: state, step: step()),
      at: location
    )
  }

  /// Checks the state a step left against what the test expects.
  ///
  /// Exhaustive: the expected state is `previous` changed by `updateExpected`, and it must equal the real
  /// state (no closure: the state must not have changed). Not exhaustive: `updateExpected` is applied to
  /// the real state, so only what it sets is checked.
  func expectState(
    from previous: State,
    after step: @autoclosure () -> String,
    updateExpected: ((inout State) throws -> Void)?,
    at location: AssertionLocation
  ) {
    let actual = state
    defer { assertedState = actual }
    var expected = exhaustivity.isExhaustive ? previous : actual
    do {
      try updateExpected?(&expected)
    } catch {
      return TestFailure.record(FailureMessage.assertionThrew(error, step: step()), at: location)
    }
    expected = exhaustivity.normalized(expected, against: actual)
    if expected != actual {
      let message =
        updateExpected == nil
        ? FailureMessage.unassertedStateChange(before: expected, after: actual, step: step())
        : FailureMessage.stateMismatch(expected: expected, actual: actual, step: step())
      TestFailure.record(message, at: location)
    } else if exhaustivity.showsSkippedAssertions {
      noteSkippedStateChanges(from: previous, after: step(), updateExpected: updateExpected, at: location)
    }
  }

  /// Tells the test which state changes it did not assert, when exhaustivity is off and shows them.
  private func noteSkippedStateChanges(
    from previous: State,
    after step: String,
    updateExpected: ((inout State) throws -> Void)?,
    at location: AssertionLocation
  ) {
    var asserted = previous
    try? updateExpected?(&asserted)
    let actual = state
    guard asserted != actual else { return }
    TestFailure.note(
      """
      The state changed when \(step) in ways the test did not assert:
      \(FailureMessage.difference(from: asserted, to: actual, labels: ("asserted", "actual")))
      """,
      at: location
    )
  }
}
