internal import StateKit

extension Optional {
  /// Changes the payload of one case of the enum value this optional holds, in an assertion closure; fails
  /// the test if the value is `nil` or of another case.
  ///
  /// TCA's `$0.destination?.modify(\.edit) { … }`, with the case itself:
  ///
  /// ```swift
  /// await store.send(.destination(.presented(.edit(.titleChanged("Blob"))))) {
  ///   $0.destination.modify(Destination.State.edit) { $0.title = "Blob" }
  /// }
  /// await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
  ///   $0.path[id: 0].modify(Path.State.detail) { $0.isEditing = true }
  /// }
  /// ```
  ///
  /// The value is left as it was when it is not of the case: the assertion then fails on what it holds
  /// too, with the failure this reports saying which case it is.
  ///
  /// - Parameters:
  ///   - embed: The enum's case: `Destination.State.edit`.
  ///   - body: Changes the case's payload into what the test expects.
  ///   - fileID: The file of the call, where a failure points; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public mutating func modify<Case>(
    _ embed: (Case) -> Wrapped,
    _ body: (_ payload: inout Case) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    let site = CaseSite(Wrapped.self, Case.self, fileID: fileID, line: line, column: column)
    guard let wrapped = self, var payload = site.extract(from: wrapped, embed: embed) else {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      let dumped = describe(Wrapped.self)
      let type = dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
      let expected = site.caseName(Wrapped.self, Case.self).map { "\(type).\($0)" } ?? "a case of \(type)"
      return TestFailure.record(
        FailureMessage.modifiedAnotherCase(
          expected: expected, actual: self.map { describe($0) }, at: location),
        at: location)
    }
    try body(&payload)
    self = embed(payload)
  }
}
