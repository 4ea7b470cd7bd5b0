/// What makes a child state the same feature instance as another: its `id` when it is `Identifiable`, or
/// its presentation identity when it is an alert or a dialog (made anew with every alert); for an enum,
/// its case (and its payload's `id` or presentation identity); otherwise only its presence, so each time
/// optional child state goes from `nil` to a value is a new instance.
///
/// `ifLet` compares a child's identity before and after the parent runs, and a store scoped to optional
/// state compares it with the identity it was made for. Which of the three a type has is learned from its
/// first value and kept for the process (see ``IdentityKinds``), so a reducer rebuilt for every action
/// (a `body`) does not learn it again each time.
@usableFromInline
struct ChildIdentity<State> {
  /// One child's identity.
  @usableFromInline
  enum Value: Hashable {
    /// Any value: only presence counts.
    case present
    /// An `Identifiable` value's id.
    case id(AnyHashable)
    /// An enum's case, with its payload's id when the payload is `Identifiable`.
    case enumCase(String, AnyHashable?)
  }

  @usableFromInline
  init() {}

  /// Whether a child's identity is known to be only its presence, so that `ifLet` can skip computing it:
  /// `false` until a value of `State` has been seen.
  @usableFromInline
  var isPresenceOnly: Bool {
    IdentityKinds.known(State.self) == .presence
  }

  /// The identity of `value`.
  @usableFromInline
  func of(_ value: State) -> Value {
    switch IdentityKinds.kind(of: value) {
    case .presence:
      return .present
    case .identifiable:
      let identifiable = value as! any Identifiable
      return .id(hashableID(of: identifiable))
    case .presentation:
      return .id(AnyHashable((value as! any PresentationIdentified).presentationID))
    case .enumeration:
      return Self.enumIdentity(of: value)
    }
  }

  private static func enumIdentity(of value: State) -> Value {
    guard let payload = Mirror(reflecting: value).children.first else {
      return .enumCase(String(describing: value), nil)
    }
    let payloadID =
      (payload.value as? any Identifiable).map { hashableID(of: $0) }
      ?? (payload.value as? any PresentationIdentified).map { AnyHashable($0.presentationID) }
    return .enumCase(payload.label ?? "", payloadID)
  }
}

extension ChildIdentity {
  /// Whether `action`, an action of the child `value`, is one of its alert's or dialog's buttons, so that
  /// the child is cleared once it ran: any action of an alert or a dialog; for an enum whose case holds
  /// one, only an action of the case of the same name (`Destination.Action.alert` for
  /// `Destination.State.alert`), since an action of another case is not the alert's.
  @usableFromInline
  static func isEphemeral(_ value: State, after action: some Any) -> Bool {
    // NB: From the kind, which is learned once per type, not from a cast of the value on every action.
    switch IdentityKinds.kind(of: value) {
    case .presentation:
      return true
    case .enumeration:
      guard let payload = Mirror(reflecting: value).children.first,
        payload.value is any PresentationIdentified
      else { return false }
      return Mirror(reflecting: action).children.first?.label == payload.label
    case .presence, .identifiable:
      return false
    }
  }
}

/// The `id` of an `Identifiable` value, type-erased.
private func hashableID(of value: some Identifiable) -> AnyHashable {
  AnyHashable(value.id)
}
