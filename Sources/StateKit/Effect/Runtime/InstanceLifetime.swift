/// Whether one child feature instance (a presented child, a collection or stack element) still exists,
/// as the root store's effects see it: the node of its namespace in a tree kept by the root core.
///
/// A node is made when an effect of the instance starts, and marked gone, with every node below it, when
/// `ifLet` or `forEach` cancels the instance because it went away. Actions and dismissals from effects
/// of a gone instance are dropped, so they never reach a newer instance at the same place: that one gets
/// a new node.
@MainActor
@usableFromInline
final class InstanceLifetime {
  private var children: [ChildEffectsID: InstanceLifetime] = [:]
  /// Whether the instance went away.
  @usableFromInline private(set) var isGone = false

  init() {}

  /// The node of `namespace` below this one, made if needed.
  func lifetime(of namespace: EffectNamespace) -> InstanceLifetime {
    var node = self
    for component in namespace.components {
      if let child = node.children[component] {
        node = child
      } else {
        let child = InstanceLifetime()
        node.children[component] = child
        node = child
      }
    }
    return node
  }

  /// Marks the instance of `namespace` below this one, and every instance below it, gone.
  func remove(_ namespace: EffectNamespace) {
    guard let last = namespace.components.last else { return }
    var node = self
    for component in namespace.components.dropLast() {
      guard let child = node.children[component] else { return }
      node = child
    }
    node.children.removeValue(forKey: last)?.markGone()
  }

  private func markGone() {
    isGone = true
    for child in children.values { child.markGone() }
    children = [:]
  }
}
