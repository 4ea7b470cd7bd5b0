extension StackState {
  /// The element with the given id as one case of the element enum, or `nil` if no element has that id
  /// or it is of another case; set, it changes that element in place.
  ///
  /// A stack of several kinds of screens has an enum of their states as its element. Read and change one
  /// screen's state through its case, without a property on the enum:
  ///
  /// ```swift
  /// enum State: Equatable {
  ///   case detail(Detail.State)
  ///   case settings(Settings.State)
  /// }
  ///
  /// state.path[id: id, case: Path.State.detail]?.title = "Sunrise"
  /// ```
  ///
  /// Setting a value writes it into the element when the element is of that case. Setting `nil` removes
  /// the element when it is of that case, as `stack[id: id] = nil` does (it pops nothing above it: use
  /// ``pop(from:)`` for that), and does nothing when no element has the id:
  ///
  /// ```swift
  /// state.path[id: id, case: Path.State.detail] = nil  // removes the detail screen
  /// ```
  ///
  /// Setting a value, or `nil`, for an element of another case, or a value for an id not in the stack,
  /// writes nothing and is reported as a runtime warning.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - embed: The element enum's case: `Path.State.detail`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  public subscript<Case>(
    id id: StackElementID,
    case embed: @escaping @Sendable (Case) -> Element,
    fileID fileID: StaticString = #fileID,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get {
      let site = CaseSite(Element.self, Case.self, fileID: fileID, line: line, column: column)
      return self[id: id].flatMap { site.extract(from: $0, embed: embed) }
    }
    set {
      let site = CaseSite(Element.self, Case.self, fileID: fileID, line: line, column: column)
      guard let newValue else {
        removeElement(id: id, ifOfCaseAt: site, embed: embed)
        return
      }
      let written: Void? = entries.index(id: id).flatMap { index in
        site.modify(&entries[index].element, embed: embed) { $0 = newValue }
      }
      if written == nil {
        RuntimeWarning.report(
          """
          A StackState case subscript set at \(site.location) a value for the element with id \(id), but \
          \(self[id: id] == nil ? "no element has that id" : "that element is of another case"); nothing \
          was written.
          """
        )
      }
    }
  }

  /// Removes the element with the given id if it is of the case `embed` builds; reports an element of
  /// another case, which it keeps.
  private mutating func removeElement<Case>(
    id: StackElementID,
    ifOfCaseAt site: CaseSite,
    embed: @escaping @Sendable (Case) -> Element
  ) {
    guard let element = self[id: id] else { return }
    guard site.extract(from: element, embed: embed) != nil else {
      RuntimeWarning.report(
        """
        A StackState case subscript set at \(site.location) nil for the element with id \(id), but that \
        element is of another case; it was not removed. Remove it with `stack[id: id] = nil`, whatever its \
        case.
        """
      )
      return
    }
    self[id: id] = nil
  }
}
