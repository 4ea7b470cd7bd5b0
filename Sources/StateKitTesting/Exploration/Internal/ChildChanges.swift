import StateKit

/// The children one state change added and removed: optionals set and cleared, enum cases with a
/// payload switched, elements of collections added and removed, as the paths `changes(from:to:)` names
/// them (`\.destination`, `\.rows[id: 3]`).
struct ChildChanges {
  /// A child, at its path in the state.
  struct Child: Equatable {
    /// `\.rows[id: 3]`.
    let path: String

    /// Whether `action` (rendered) is addressed to this child: it starts with the child's outermost
    /// property as a case (`.rows(`), and names the element's identifier if the path has one.
    func isAddressed(by action: String) -> Bool {
      guard path.hasPrefix("\\.") else { return false }
      let property = path.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !property.isEmpty, action.hasPrefix(".\(property)(") else { return false }
      guard let open = path.firstRange(of: "[id: "), let close = path[open.upperBound...].firstIndex(of: "]")
      else { return true }
      return action.contains("id: \(path[open.upperBound..<close])")
    }
  }

  private(set) var added: [Child] = []
  private(set) var removed: [Child] = []

  init<State>(from old: State, to new: State) {
    for change in changes(from: old, to: new) {
      switch change.kind {
      case .added: added.append(Child(path: change.path))
      case .removed: removed.append(Child(path: change.path))
      case .changed:
        let before = change.before ?? "nil"
        let after = change.after ?? "nil"
        if before == "nil" {
          added.append(Child(path: change.path))
        } else if after == "nil" {
          removed.append(Child(path: change.path))
        } else if let old = Self.caseWithPayload(before), let new = Self.caseWithPayload(after), old != new {
          removed.append(Child(path: change.path))
          added.append(Child(path: change.path))
        }
      case .moved: break
      }
    }
  }

  /// `.detail` for `.detail(Detail.State(…))`; `nil` for a value that is not an enum case with a payload.
  private static func caseWithPayload(_ rendered: String) -> Substring? {
    guard rendered.hasPrefix("."), let open = rendered.firstIndex(of: "(") else { return nil }
    return rendered[..<open]
  }
}
