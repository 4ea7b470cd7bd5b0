/// Records the value of every shared reference `value` holds, at any depth (in optionals, enums,
/// collections, classes, and inside other shared values), as it is now.
///
/// Costs nothing while no shared value exists in the process; otherwise a walk of `value` with `Mirror`.
///
/// - Parameter value: A state, typically.
/// - Returns: The values of the shared references found.
package func captureSharedValues<Value>(in value: Value) -> SharedSnapshot {
  var snapshot = SharedSnapshot()
  // NB: Generic, so that a process without shared values pays no boxing of `value` into `Any` either.
  guard SharedSnapshot.liveRoots.withLock({ $0 }) > 0 else { return snapshot }
  var walk = SharedWalk()
  walk.visit(value, into: &snapshot)
  return snapshot
}

/// A walk of a value for the shared references it holds.
private struct SharedWalk {
  /// Types whose values never hold anything: numbers, strings, empty structs.
  private var leafTypes: Set<ObjectIdentifier> = []
  /// Class instances already walked, so that a cycle ends.
  private var visitedObjects: Set<ObjectIdentifier> = []

  mutating func visit(_ value: Any, into snapshot: inout SharedSnapshot) {
    let type = ObjectIdentifier(Swift.type(of: value))
    if leafTypes.contains(type) { return }
    if let shared = value as? any SharedReflecting {
      let root = shared.sharedRoot
      if snapshot.record(root) {
        visit(root.anyValue, into: &snapshot)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard visitedObjects.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    if mirror.children.isEmpty, mirror.superclassMirror == nil,
      mirror.displayStyle == nil || mirror.displayStyle == .struct
    {
      leafTypes.insert(type)
      return
    }
    var current: Mirror? = mirror
    while let mirror = current {
      for child in mirror.children {
        visit(child.value, into: &snapshot)
      }
      current = mirror.superclassMirror
    }
  }
}
