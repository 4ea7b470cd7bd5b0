public import StateKit

extension TestStore {
  /// Asserts that the next action effects fed back is an action of the element `id` of a collection,
  /// whatever the element's action, and asserts the state it left.
  ///
  /// `actionCase` is the parent action's case that carries the ``/StateKit/IdentifiedAction``:
  ///
  /// ```swift
  /// await store.receive(Feature.Action.rows, id: 2)
  /// await store.receive(Feature.Action.rows, id: 2) { $0.rows[id: 2]?.isLoading = false }
  /// ```
  ///
  /// TCA: `receive(\.rows[id: 2])`. Neither `Action` nor the element's action need be `Equatable`. Waits
  /// like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The parent action's case for the collection: `Feature.Action.rows`.
  ///   - id: The element's id.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<ID: Hashable, ElementAction>(
    _ actionCase: (IdentifiedAction<ID, ElementAction>) -> Action,
    id: ID,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveCase(
      actionCase,
      expectation: { Self.elementExpectation($0, IdentifiedAction<ID, ElementAction>.self, id: id) },
      matching: { if case .element(let elementID, _) = $0 { elementID == id } else { false } },
      timeout: timeout, updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action effects fed back is an action of the screen `id` of a navigation
  /// stack, whatever the screen's action, and asserts the state it left.
  ///
  /// ```swift
  /// await store.receive(Feature.Action.path, id: 0) { $0.path[id: 0]?.isLoading = false }
  /// ```
  ///
  /// TCA: `receive(\.path[id: 0])`. Waits like `receive(_:assert:)`.
  ///
  /// - Parameters:
  ///   - actionCase: The parent action's case for the stack: `Feature.Action.path`.
  ///   - id: The screen's id.
  ///   - timeout: How long to wait for the action while effects run without sending anything;
  ///     ``timeout`` if `nil`.
  ///   - updateExpected: Changes the state before the action into the state the test expects after it.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func receive<ElementState, ElementAction>(
    _ actionCase: (StackAction<ElementState, ElementAction>) -> Action,
    id: StackElementID,
    timeout: Duration? = nil,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveCase(
      actionCase,
      expectation: { Self.elementExpectation($0, StackAction<ElementState, ElementAction>.self, id: id) },
      matching: { $0.element?.id == id },
      timeout: timeout, updateExpected: updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// "an action of the element 2 of rows", naming the case when StateKit knows it.
  private static func elementExpectation<Payload>(_ site: CaseSite, _: Payload.Type, id: some Any) -> String {
    let name =
      site.caseName(Action.self, Payload.self) ?? "the case of \(Action.self) that carries a \(Payload.self)"
    return "an action of the element \(id) of \(name): .\(name)(.element(id: \(id), action: …))"
  }
}
