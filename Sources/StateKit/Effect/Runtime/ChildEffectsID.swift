/// Names one child feature instance among its siblings, as a component of an ``EffectNamespace``: the
/// place of a presented child (its key path), or one element of a collection or a stack (the key path and
/// the element's id).
struct ChildEffectsID: Hashable, @unchecked Sendable {
  // NB: @unchecked because `AnyKeyPath` and `AnyHashable` are not `Sendable`. Key paths are immutable
  // once created, and `element` only ever wraps a `Hashable & Sendable` value (see the initializers).
  private let path: AnyKeyPath
  private let element: AnyHashable?

  init(path: AnyKeyPath) {
    self.path = path
    self.element = nil
  }

  init(path: AnyKeyPath, element: some Hashable & Sendable) {
    self.path = path
    self.element = AnyHashable(element)
  }

  /// The element's id, if it is one of the given type.
  func element<ID>(as _: ID.Type) -> ID? {
    element?.base as? ID
  }

  /// The key path, as Swift prints it: `\Parent.rows`.
  var pathDescription: String {
    String(describing: path)
  }

  /// `id: 3` for an element; `case` for the case of an enum; `nil` for a child at a key path.
  var elementDescription: String? {
    guard let element else { return nil }
    return element.base is CaseSiteKey ? "case" : "id: \(element.base)"
  }
}

extension ChildEffectsID {
  // NB: A key path written once in a reducer is one object, compared on every route step: its identity
  // answers before its components are compared.
  static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.path === rhs.path || lhs.path == rhs.path) && lhs.element == rhs.element
  }

  /// For an element of a collection or a stack: the collection (this id without the element's) and the
  /// element's id; `nil` for a presented child or a case.
  var collectionElement: (collection: ChildEffectsID, id: AnyHashable)? {
    guard let element, !(element.base is CaseSiteKey) else { return nil }
    return (ChildEffectsID(path: path), element)
  }
}
