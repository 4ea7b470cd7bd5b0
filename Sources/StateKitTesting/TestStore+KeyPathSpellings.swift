public import StateKit

// NB: Unavailable twins of `receive` with a case, for The Composable Architecture's key path spelling of
// one (`receive(\.response)`): see `CaseKeyPathSpelling`. They are never called.

extension TestStore {
  /// TCA's spelling of `receive(_:assert:)` with a case, which StateKit does not take.
  @available(*, unavailable, message: "StateKit spells a case as a function: `receive(Action.response)`")
  public func receive(
    _ actionCase: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil
  ) async {
    fatalError()
  }

  /// TCA's spelling of `receive(_:_:assert:)` with a case and its payload, which StateKit does not take.
  @available(
    *, unavailable, message: "StateKit spells a case as a function: `receive(Action.response, value)`"
  )
  public func receive<Payload>(
    _ actionCase: KeyPath<CaseKeyPathSpelling<Action>, CaseKeyPathSpelling<Action>>,
    _ payload: Payload,
    assert updateExpected: ((_ state: inout State) throws -> Void)? = nil
  ) async {
    fatalError()
  }
}
