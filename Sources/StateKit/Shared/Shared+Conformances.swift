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

/// A ``Shared`` of any type: what a walk of a state with `Mirror` finds. It dumps, and is compared in a
/// failure's diff, as its value, as the task's snapshot or assertion answers it.
protocol SharedReflecting: DumpedAsAnotherValue {
  /// The root of the value this `Shared` reads.
  var sharedRoot: any AnySharedRoot { get }
}

extension Shared: SharedReflecting {
  var sharedRoot: any AnySharedRoot { reference.root }
  var dumpedValue: Any { wrappedValue }
}

extension SharedSnapshot {
  /// The value `value` wraps if it is a ``Shared``, read now (inside ``reading(_:)`` to read it as a
  /// snapshot recorded it); `nil` for any other value.
  package static func wrappedValue(ifShared value: Any) -> Any? {
    (value as? any SharedReflecting)?.dumpedValue
  }
}
