/// Which kind of identity each child state type has (see ``ChildIdentity``), learned from the first value
/// of the type and kept for the process.
///
/// Whether a type is `Identifiable` can be asked of the type, but whether it is an enum needs a value to
/// reflect, and reflecting is slow: done once per type, not per action.
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

  // NB: An array searched from the start, not a dictionary: `ifLet` asks on every action, a process has
  // tens of child state types, and comparing that many identifiers costs less than hashing one with the
  // standard library's hasher.
  private static let kinds = LockedState<[(type: ObjectIdentifier, kind: Kind)]>([])

  /// The kind of `type`'s identity, if a value of it has been seen.
  static func known(_ type: Any.Type) -> Kind? {
    let type = ObjectIdentifier(type)
    return kinds.withLock { kinds in
      for entry in kinds where entry.type == type {
        return entry.kind
      }
      return nil
    }
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
    kinds.withLock { kinds in
      // NB: Another thread may have learned it meanwhile, from another value of the same type.
      let type = ObjectIdentifier(State.self)
      guard !kinds.contains(where: { $0.type == type }) else { return }
      kinds.append((type, kind))
    }
    return kind
  }
}
