extension TestStore {
  /// Skips every action effects fed back that the test has not received, without asserting the state
  /// changes they made.
  ///
  /// For actions the test does not care about, in an exhaustive test. Actions that arrive later still
  /// have to be received. Every step already ran the effects until each ended or waits on something
  /// outside the store, so the actions they were about to feed back by then are skipped too.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// store.skipReceivedActions()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether to fail the test when there is no action to skip (TCA's rule): pass `false`
  ///     where the test does not know whether any arrived.
  ///   - fileID: The file of the call, where a failure or a note about skipped actions points; leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard checkStillInItsTest(at: location, step: "skipReceivedActions()") else { return }
    if strict, !timeline.hasPendingReceived {
      return TestFailure.record(
        FailureMessage.nothingToSkip("received actions", call: "skipReceivedActions", at: location),
        at: location)
    }
    skipReceived(at: location)
  }

  /// Stops waiting for every effect still running, without cancelling them.
  ///
  /// For effects the test does not care about, such as a timer or a subscription that lives as long as
  /// the feature: the test no longer has to see them end, at ``finish(timeout:fileID:filePath:line:column:)``
  /// or at the end of the test. As in TCA they keep running: an action one of them feeds back later is
  /// received as usual. Actions they fed back before and that the test has not received are kept. To
  /// stop an effect, make the feature cancel it (and assert that), or cancel the ``TestStoreTask`` its
  /// `send` returned.
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// store.skipInFlightEffects()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether to fail the test when no effect is running (TCA's rule): pass `false` where the
  ///     test does not know whether any is.
  ///   - fileID: The file of the call, where a failure or a note about skipped effects points; leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard checkStillInItsTest(at: location, step: "skipInFlightEffects()") else { return }
    let skipped = ledger.stopTrackingAll()
    if strict, skipped.isEmpty {
      return TestFailure.record(
        FailureMessage.nothingToSkip("in-flight effects", call: "skipInFlightEffects", at: location),
        at: location)
    }
    if !skipped.isEmpty, exhaustivity.showsSkippedAssertions {
      TestFailure.note(
        "Skipped effects still running:\n\(FailureMessage.list(skipped.map(FailureMessage.describe)))",
        at: location
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
