/// Where an effect runs in the tree of feature instances: the path of child instances (a presented child,
/// a collection element, a stack element) from the root feature to the one that started it.
///
/// `ifLet` and `forEach` put a child's effects in the child's namespace. A cancellation identifier is
/// registered under the namespace of the effect that declares it, and ``Effect/cancel(id:)`` reaches the
/// effects of its own namespace and every namespace below it: two rows' timers with one identifier are
/// independent, and a parent cancelling an identifier reaches its children's.
@usableFromInline
struct EffectNamespace: Hashable, Sendable {
  /// The child instances from the root down, outermost first.
  private(set) var components: [ChildEffectsID]

  /// The root feature's namespace.
  @usableFromInline static let root = EffectNamespace(components: [])

  /// Whether this is the root feature's namespace.
  var isRoot: Bool { components.isEmpty }

  /// The namespace of the child instance `child` of this namespace's instance.
  func appending(_ child: ChildEffectsID) -> Self {
    var copy = self
    copy.components.append(child)
    return copy
  }

  /// Whether this namespace is `ancestor` or lies below it.
  func isWithin(_ ancestor: Self) -> Bool {
    components.starts(with: ancestor.components)
  }

  /// This namespace and every namespace above it but the root, innermost last.
  var prefixes: [Self] {
    components.indices.map { Self(components: Array(components[...$0])) }
  }
}

/// A cancellation identifier as an effect registered it: in the namespace of the code that declared it.
@usableFromInline
struct CancelKey: Hashable, Sendable {
  let namespace: EffectNamespace
  let id: EffectID
}
