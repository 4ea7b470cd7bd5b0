/// What makes a child state the same feature instance as another: its `id` when it is `Identifiable`;
/// for an enum, its case (and its payload's `id` when that is `Identifiable`); otherwise only its
/// presence, so each time optional child state goes from `nil` to a value is a new instance.
///
/// `ifLet` compares a child's identity before and after the parent runs, and a store scoped to optional
/// state compares it with the identity it was made for.
@usableFromInline
struct ChildIdentity<State> {
  /// One child's identity.
  enum Value: Hashable {
    /// Any value: only presence counts.
    case present
    /// An `Identifiable` value's id.
    case id(AnyHashable)
    /// An enum's case, with its payload's id when the payload is `Identifiable`.
    case enumCase(String, AnyHashable?)
  }

  /// Reads a value's identity.
  let of: (State) -> Value
  /// What is known of `State` so far: once a value showed it is neither `Identifiable` nor an enum, its
  /// identity is its presence, which ``Reducers/IfLet`` checks without computing a `Value`.
  @usableFromInline let kind = KindCache()

  init() {
    if let identifiable = State.self as? any Identifiable.Type {
      of = Self.idReader(identifiable)
    } else {
      // NB: Whether `State` is an enum needs a value to reflect: decided once, on the first one.
      let kind = self.kind
      of = { value in
        if kind.isEnum == nil {
          kind.isEnum = Mirror(reflecting: value).displayStyle == .enum
          kind.isPresenceOnly = kind.isEnum == false
        }
        return kind.isEnum == true ? Self.enumIdentity(of: value) : .present
      }
    }
  }

  private static func idReader<T: Identifiable>(_: T.Type) -> (State) -> Value {
    { .id(AnyHashable(($0 as! T).id)) }
  }

  private static func enumIdentity(of value: State) -> Value {
    guard let payload = Mirror(reflecting: value).children.first else {
      return .enumCase(String(describing: value), nil)
    }
    let payloadID = (payload.value as? any Identifiable).map { hashableID(of: $0) }
    return .enumCase(payload.label ?? "", payloadID)
  }
}

/// The `id` of an `Identifiable` value, type-erased.
private func hashableID<T: Identifiable>(of value: T) -> AnyHashable {
  AnyHashable(value.id)
}

/// Whether a type is an enum, once known.
/// Whether a child state type is an enum, learned from its first value.
@usableFromInline
final class KindCache {
  var isEnum: Bool?
  /// Whether the child's identity is only its presence (neither `Identifiable` nor an enum).
  @usableFromInline var isPresenceOnly = false

  init() {}
}
