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
}
