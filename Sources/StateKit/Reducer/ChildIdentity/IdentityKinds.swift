/// Which kind of identity each child state type has (see ``ChildIdentity``), learned from the first value
/// of the type and kept for the process.
///
/// Whether a type is `Identifiable` can be asked of the type, but whether it is an enum needs a value to
/// reflect, and reflecting costs thousands of instructions: done once per type, not per action.
enum IdentityKinds {
  /// The kinds of identity child state types have.
  enum Kind: Sendable {
    /// Only presence counts.
    case presence
    /// The value's `id`.
    case identifiable
    /// The identity an alert or a dialog is made with (see ``PresentationIdentified``).
    case presentation
    /// The enum's case, and its payload's `id`.
    case enumeration
  }

  private static let kinds = LockedState<[ObjectIdentifier: Kind]>([:])

  /// The kind of `type`'s identity, if a value of it has been seen.
  static func known(_ type: Any.Type) -> Kind? {
    kinds.withLock { $0[ObjectIdentifier(type)] }
  }

  /// The kind of the identity of `value`'s type, learned from `value` if it is not known yet.
  static func kind<State>(of value: State) -> Kind {
    if let kind = known(State.self) { return kind }
    let kind: Kind =
      if State.self is any Identifiable.Type {
        .identifiable
      } else if State.self is any PresentationIdentified.Type {
        .presentation
      } else if Mirror(reflecting: value).displayStyle == .enum {
        .enumeration
      } else {
        .presence
      }
    kinds.withLock { $0[ObjectIdentifier(State.self)] = kind }
    return kind
  }
}
