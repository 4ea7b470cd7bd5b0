extension TestStore {
  /// Skips every action effects fed back that the test has not received, without asserting the state
  /// changes they made.
  ///
  /// For actions the test does not care about, in an exhaustive test. Actions that arrive later still
  /// have to be received.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, where a note about skipped actions points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    skipReceived(at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels every effect still running, and stops expecting the test to wait for them.
  ///
  /// For effects the test does not care about, such as a timer or a subscription that lives as long as
  /// the feature. Actions they fed back before and that the test has not received are kept.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, where a note about skipped effects points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let skipped = ledger.skipAll()
    if !skipped.isEmpty, exhaustivity.showsSkippedAssertions {
      TestFailure.note(
        "Skipped effects still running:\n\(FailureMessage.list(skipped.map(FailureMessage.describe)))",
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  // MARK: - Internals

  /// Takes every action effects fed back that the test has not received out of the timeline, noting each
  /// one if exhaustivity is off and shows skipped assertions.
  func skipReceived(at location: CodeLocation) {
    var skipped: [String] = []
    while let next = timeline.takeFirst() {
      // NB: What the skipped actions changed is skipped with them: the test does not assert it.
      assertedState = next.after
      skipped.append(next.description)
    }
    if !skipped.isEmpty, exhaustivity.showsSkippedAssertions {
      TestFailure.note(
        "Skipped received actions:\n\(FailureMessage.list(skipped))",
        at: location
      )
    }
  }
}
