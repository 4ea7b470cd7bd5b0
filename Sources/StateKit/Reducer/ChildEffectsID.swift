/// Identifies the effects of one child feature (an optional child, or one element of a collection), so
/// they can be cancelled when the child goes away.
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
