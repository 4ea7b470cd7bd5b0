extension PresentationState {
  /// The presented child as one case of the destination enum, or `nil` if nothing is presented or the
  /// child is of another case; set, it changes the child in place, presents it, or dismisses it.
  ///
  /// A parent that presents one destination among several reads and changes one of them through its case,
  /// without a property on the enum:
  ///
  /// ```swift
  /// state.$destination[case: Destination.State.edit]?.title = "Sunrise"
  /// if let edit = state.$destination[case: Destination.State.edit] { … }
  /// state.$destination[case: Destination.State.edit] = nil  // dismisses the editor
  /// ```
  ///
  /// Setting a value writes it into the child when the child is of that case, and presents it when
  /// nothing is presented. Setting `nil` dismisses the child when it is of that case, and does nothing
  /// when nothing is presented. Setting a value, or `nil`, while a child of another case is presented
  /// writes nothing and is reported as a runtime warning.
  ///
  /// - Parameters:
  ///   - embed: The destination enum's case: `Destination.State.edit`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  public subscript<Case>(
    case embed: @escaping @Sendable (Case) -> State,
    fileID fileID: StaticString = #fileID,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get {
      let site = CaseSite(State.self, Case.self, fileID: fileID, line: line, column: column)
      return wrappedValue.flatMap { site.extract(from: $0, embed: embed) }
    }
    set {
      guard let current = wrappedValue else {
        if let newValue { wrappedValue = embed(newValue) }
        return
      }
      let site = CaseSite(State.self, Case.self, fileID: fileID, line: line, column: column)
      guard site.extract(from: current, embed: embed) != nil else {
        RuntimeWarning.report(
          """
          A PresentationState case subscript set at \(site.location) \(newValue == nil ? "nil" : "a value"), \
          but the presented child is of another case; nothing was written. Present another case by setting \
          the whole destination: `state.destination = …`.
          """
        )
        return
      }
      wrappedValue = newValue.map(embed)
    }
  }
}
