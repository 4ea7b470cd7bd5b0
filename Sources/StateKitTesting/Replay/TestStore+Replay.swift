public import StateKit

extension TestStore where Action: Equatable {
  /// Replays a recorded trace: sends each action the trace says was sent, receives each action it says
  /// an effect fed back, and asserts each state it kept.
  ///
  /// ```swift
  /// let trace = try ActionTrace<Search.State, Search.Action>(jsonLines: recorded)
  /// let store = TestStore(initialState: trace.initialState ?? Search.State()) {
  ///   Search()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  ///   $0.searchClient = SearchClient { ["\($0) 1"] }
  /// }
  /// await store.replay(trace)
  /// ```
  ///
  /// The feature runs with the test's dependencies, so its effects feed back what the test's values
  /// make them: an action an effect fed back in the recording must be fed back again, in the same order
  /// (an effect that waits on a clock needs an `ImmediateClock`, or a test that advances its clock). A
  /// step whose state the trace did not keep is not asserted (with ``exhaustivity`` on, its state is
  /// ignored); a step whose state it kept is asserted whole. A dismissal the trace lists
  /// (``/StateKit/ActionTrace/dismissals``) is applied again by the feature as it was recorded. As a test
  /// store shows a dismissal that an action's effects asked for with that action, the state it left is
  /// asserted with the action's step; one that arrived on its own, while the store was idle, is asserted
  /// after the step it followed, as ``assert(_:fileID:filePath:line:column:)`` would.
  ///
  /// The replay stops at the first step that diverges, and its failure says which step it was, before
  /// the test store's usual message, diff and key paths: `Step 3 (Search.Action.searchApplied("sun")):
  /// The state after receiving … is not what the test expected.` The effects still running and the
  /// actions not received are then skipped, so that the divergence is the one failure to read. When the
  /// trace kept its initial state and the store starts from another, that fails, and nothing is replayed.
  /// Effects still running after the last step are left to the test, as after any step.
  ///
  /// - Parameters:
  ///   - trace: The trace to replay, recorded from this feature.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func replay(
    _ trace: ActionTrace<State, Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let initialState = trace.initialState,
      !comparison.isEqual(StateSnapshot(initialState), StateSnapshot(state))
    {
      TestFailure.$context.withValue(FailureContext(prefix: "Before step 1")) {
        TestFailure.record(ReplayFailure.startsElsewhere(expected: initialState, actual: state), at: location)
      }
      return
    }
    let exhaustivity = self.exhaustivity
    isReplaying = true
    defer {
      self.exhaustivity = exhaustivity
      isReplaying = false
    }
    // NB: The last dismissal that an action's effects asked for after each step, whose state the step's
    // assertion includes; and the dismissals that arrived on their own after each step.
    let folded = Dictionary(trace.dismissals.filter(\.followsAnAction).map { ($0.afterStep, $0) }) { $1 }
    let alone = Dictionary(grouping: trace.dismissals.filter { !$0.followsAnAction }, by: \.afterStep)
    for var step in trace.steps {
      if let dismissal = folded[step.number], let state = dismissal.state {
        step.state = state
        step.sharedValues = dismissal.sharedValues
      }
      // NB: A step without a kept state asserts none; the actions stay exhaustive if the test's are.
      self.exhaustivity =
        step.state == nil && exhaustivity.isExhaustive ? .on(ignoring: \State.self) : exhaustivity
      let context = FailureContext(prefix: "Step \(step.number) (\(Self.summary(of: step.action)))")
      await TestFailure.$context.withValue(context) {
        await replay(step, fileID: fileID, filePath: filePath, line: line, column: column)
        for dismissal in alone[step.number] ?? [] where !context.hasFailed {
          replay(dismissal, fileID: fileID, filePath: filePath, line: line, column: column)
        }
      }
      guard !context.hasFailed else {
        // NB: Every later step would fail too: the first divergence is the one to read.
        self.exhaustivity = .off
        skipReceivedActions(
          strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
        skipInFlightEffects(
          strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
    }
  }

  private func replay(
    _ step: ActionTrace<State, Action>.Step,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async {
    let assert: ((inout State) throws -> Void)? = step.state.map { state in { $0 = state } }
    expectedSharedValues = step.state == nil || step.sharedValues.isEmpty ? nil : step.sharedValues
    defer { expectedSharedValues = nil }
    if step.origin.isSent {
      await send(step.action, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
      await receive(
        step.action, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Asserts the state a dismissal that arrived on its own left, if the trace kept it.
  private func replay(
    _ dismissal: ActionTrace<State, Action>.DismissalStep,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    guard let state = dismissal.state else { return }
    expectedSharedValues = dismissal.sharedValues.isEmpty ? nil : dismissal.sharedValues
    defer { expectedSharedValues = nil }
    assert({ $0 = state }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Replays the trace `read` returns, or fails the test with why it could not be read and replays
  /// nothing: the two `replay(jsonLines:)`, which read a trace with its states or without.
  func replay(
    reading read: () throws(ActionTraceError) -> ActionTrace<State, Action>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async {
    let trace: ActionTrace<State, Action>
    do {
      trace = try read()
    } catch {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      return TestFailure.record(ReplayFailure.unreadable(error), at: location)
    }
    await replay(trace, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The action on one line, shortened: a step's name in a failure message.
  static func summary(of action: Action) -> String {
    let lines = describe(action).split(separator: "\n", omittingEmptySubsequences: true)
    let first = lines.first.map(String.init) ?? ""
    let short = first.count > 80 ? String(first.prefix(79)) + "…" : first
    return lines.count > 1 && !short.hasSuffix("…") ? short + " …" : short
  }
}

extension TestStore where Action: Equatable & Decodable {
  /// Reads a trace written by `ActionTrace.jsonLines()` and replays it (see ``replay(_:fileID:filePath:line:column:)``),
  /// without the states it kept.
  ///
  /// A text that is not a trace of this feature's actions fails the test with the line at fault and what
  /// is wrong with it, and replays nothing.
  ///
  /// - Parameters:
  ///   - jsonLines: The trace, as JSON Lines.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  @_disfavoredOverload
  public func replay(
    jsonLines: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await replay(
      reading: { () throws(ActionTraceError) in try ActionTrace(jsonLines: jsonLines) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore where Action: Equatable & Decodable, State: Decodable {
  /// Reads a trace written by `ActionTrace.jsonLines()` and replays it (see ``replay(_:fileID:filePath:line:column:)``),
  /// asserting the states it kept.
  ///
  /// A text that is not a trace of this feature fails the test with the line at fault and what is wrong
  /// with it, and replays nothing.
  ///
  /// - Parameters:
  ///   - jsonLines: The trace, as JSON Lines.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func replay(
    jsonLines: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await replay(
      reading: { () throws(ActionTraceError) in try ActionTrace(jsonLines: jsonLines) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
