internal import StateKit

extension TestStore {
  /// Asserts that the next action effects fed back is of the case `actionCase`, whatever its payload, runs
  /// it through the reducer, and asserts the state it leads to.
  ///
  /// The case is the action enum's case itself; `Action` need not be `Equatable`:
  ///
  /// ```swift
  /// await store.receive(Action.searchResponse) { $0.results = ["Swift"] }
  /// ```
  ///
  /// A case with several associated values is a case like any other:
  /// `case forecastResponse(ID, Result<Forecast, any Error>)` is received with
  /// `receive(Action.forecastResponse)`. Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The expected action's case: `Action.searchResponse`.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<Payload>(
    _ actionCase: (Payload) -> Action,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveCase(
      actionCase, expectation: { Self.expectation($0, Payload.self) }, matching: { _ in true },
      timeout: timeout, updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action effects fed back is of the case `actionCase` with the payload
  /// `payload`, runs it through the reducer, and asserts the state it leads to.
  ///
  /// The payload must be `Equatable`; `Action` need not be:
  ///
  /// ```swift
  /// await store.receive(Action.searchResponse, .success(["Swift"])) { $0.results = ["Swift"] }
  /// ```
  ///
  /// Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The expected action's case: `Action.searchResponse`.
  ///   - payload: The expected action's payload.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<Payload: Equatable>(
    _ actionCase: (Payload) -> Action,
    _ payload: Payload,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    // NB: The action the case and the payload make names both, as `receive(_:assert:)` of an `Equatable`
    // action does.
    let expectedDump = describe(actionCase(payload))
    await receiveCase(
      actionCase, expectation: { _ in expectedDump }, expectedDump: expectedDump,
      matching: { $0 == payload },
      timeout: timeout, updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action effects fed back is of the case `actionCase`, with a payload of the case
  /// `payloadCase`, runs it through the reducer, and asserts the state it leads to: a case inside a case.
  ///
  /// ```swift
  /// await store.receive(Action.factResponse, Result.success) { $0.fact = "1 is a good number." }
  /// await store.receive(Action.child, Child.Action.response) { $0.child.loaded = true }
  /// ```
  ///
  /// Neither `Action` nor the payload need be `Equatable`. Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The expected action's case: `Action.factResponse`.
  ///   - payloadCase: The case of its payload: `Result.success`.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<Payload, Inner>(
    _ actionCase: (Payload) -> Action,
    _ payloadCase: (Inner) -> Payload,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let innerSite = CaseSite(Payload.self, Inner.self, fileID: fileID, line: line, column: column)
    let innerName = Self.caseName(innerSite, Payload.self, Inner.self)
    await receiveCase(
      actionCase, expectation: { Self.expectation($0, Payload.self, inner: innerName) },
      matching: { innerSite.extract(from: $0, embed: payloadCase) != nil },
      timeout: timeout, updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action effects fed back is of the case `actionCase`, a case without a payload,
  /// runs it through the reducer, and asserts the state it leads to: for an `Action` that is not
  /// `Equatable`.
  ///
  /// ```swift
  /// await store.receive(Action.sortCompletedTodos) { $0.todos.sort() }
  /// ```
  ///
  /// Only the case is compared, so `actionCase` must have no payload: pass a case with one to
  /// ``receive(_:timeout:assert:fileID:filePath:line:column:)-((Payload)->Action,_,_,_,_,_,_)`` as the case itself
  /// (`Action.searchResponse`), or make `Action` `Equatable`. Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The expected action's case: `Action.sortCompletedTodos`.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  @_disfavoredOverload
  public func receive(
    _ actionCase: Action,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = CaseValue(actionCase)
    Self.checkComparable(actionCase, expected, of: "\(Action.self)", at: location)
    await receiveAction(
      expectation: "an action of the case \(expected.name)",
      expectedDump: describe(actionCase),
      matching: { expected.matches($0) },
      timeout: timeout,
      updateExpected: updateExpected,
      at: location
    )
  }

  /// Asserts that the next action effects fed back is of the case `actionCase`, with a payload of the case
  /// `payloadCase`, a case without a payload, runs it through the reducer, and asserts the state it leads
  /// to: for a payload that is not `Equatable`.
  ///
  /// ```swift
  /// await store.receive(Action.child, Child.Action.dismissed)
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: The expected action's case: `Action.child`.
  ///   - payloadCase: The case of its payload, without a payload of its own: `Child.Action.dismissed`.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  @_disfavoredOverload
  public func receive<Payload>(
    _ actionCase: (Payload) -> Action,
    _ payloadCase: Payload,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = CaseValue(payloadCase)
    Self.checkComparable(payloadCase, expected, of: "\(Payload.self)", at: location)
    await receiveCase(
      actionCase, expectation: { Self.expectation($0, Payload.self, inner: expected.name) },
      expectedDump: describe(actionCase(payloadCase)), matching: expected.matches,
      timeout: timeout, updateExpected: updateExpected, at: location)
  }

  // MARK: - Internals

  /// Receives the next action if it is of the case `actionCase` with a payload `matches` accepts: what
  /// every `receive` given a case does, told how to describe the expected action at the case's site.
  func receiveCase<Payload>(
    _ actionCase: (Payload) -> Action,
    expectation: (CaseSite) -> String,
    expectedDump: String? = nil,
    matching matches: (Payload) -> Bool,
    timeout: Duration?,
    updateExpected: ((inout State) throws -> Void)?,
    at location: CodeLocation
  ) async {
    let site = CaseSite(
      Action.self, Payload.self, fileID: location.fileID, line: location.line, column: location.column)
    await receiveAction(
      expectation: expectation(site),
      expectedDump: expectedDump,
      matching: { site.extract(from: $0, embed: actionCase).map(matches) ?? false },
      timeout: timeout,
      updateExpected: updateExpected,
      at: location
    )
  }

  /// "an action of the case searchResponse", naming the case when StateKit knows it.
  private static func expectation<Payload>(
    _ site: CaseSite,
    _: Payload.Type,
    inner: String? = nil
  ) -> String {
    let inner = inner.map { "(.\($0))" } ?? ""
    guard let name = site.caseName(Action.self, Payload.self) else {
      return "an action of the case of \(Action.self) that carries a \(Payload.self)\(inner)"
    }
    return "an action of the case \(name)\(inner)"
  }

  private static func caseName<Payload, Inner>(_ site: CaseSite, _: Payload.Type, _: Inner.Type) -> String? {
    site.caseName(Payload.self, Inner.self)
  }

  /// Fails the test if `expected` cannot be told apart from other values by its case alone.
  private static func checkComparable<Value>(
    _ value: Value,
    _ expected: CaseValue<Value>,
    of type: String,
    at location: CodeLocation
  ) {
    if !expected.isEnum {
      TestFailure.record(
        """
        Expected \(expected.name) to be a case of an enum: \(type) is not an enum, and not Equatable, so \
        receive cannot compare it. Make \(type) Equatable, or pass a predicate.
        """,
        at: location
      )
    } else if expected.carriesPayload {
      TestFailure.record(
        """
        \(describe(value)) has a payload, which receive cannot compare: \(type) is not Equatable, so only \
        its case, \(expected.name), is checked. Pass the case itself to receive any payload of it \
        (`\(type).\(expected.name)`), or make \(type) Equatable.
        """,
        at: location
      )
    }
  }
}
