extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal, whether or not they are the same shared value.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    if let scope = SharedValueScope.current, let isEqual = scope.compare(lhs.reference, rhs.reference) {
      return isEqual
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String {
    String(describing: wrappedValue)
  }
}

extension Shared: CustomReflectable {
  /// The value's mirror: a dump of a state shows a shared value as its value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

/// A ``Shared`` of any type: what a walk of a state with `Mirror` finds.
protocol SharedReflecting {
  /// The root of the value this `Shared` reads.
  var sharedRoot: any AnySharedRoot { get }
  /// The value, as the task's snapshot or assertion answers it.
  var reflectedValue: Any { get }
}

extension Shared: SharedReflecting {
  var sharedRoot: any AnySharedRoot { reference.root }
  var reflectedValue: Any { wrappedValue }
}
