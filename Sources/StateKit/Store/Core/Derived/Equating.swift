/// How a store decides that two states are the same, so that its observers are told only about changes.
///
/// A scoped or connected store of `Equatable` state compares with `==` unless told otherwise:
///
/// ```swift
/// let header = store.scope(state: \.profile, action: App.Action.profile)
///   .removingDuplicates(by: .equal(\.name) && .equal(\.avatarURL))
/// ```
///
/// Combine with ``&&(_:_:)``: two states are equal when both comparisons say so.
public struct Equating<Value> {
  private let areEqual: (Value, Value) -> Bool

  /// Creates a comparison from a function that returns whether two values are the same.
  public init(_ areEqual: @escaping (Value, Value) -> Bool) {
    self.areEqual = areEqual
  }

  /// Returns whether `lhs` and `rhs` count as the same state.
  public func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool {
    areEqual(lhs, rhs)
  }

  /// Values are the same when the given property is equal: `.equal(\.title)`.
  ///
  /// - Parameter property: The part of the value to compare, usually a key path.
  public static func equal<Property: Equatable>(_ property: @escaping (Value) -> Property) -> Self {
    Self { property($0) == property($1) }
  }

  /// Values are never the same: observers are told after every send, whatever it changed.
  public static var neverEqual: Self {
    Self { _, _ in false }
  }

  /// Values are always the same: observers are told about the first state only.
  public static var alwaysEqual: Self {
    Self { _, _ in true }
  }

  /// Values are the same when both comparisons say so.
  public static func && (lhs: Self, rhs: Self) -> Self {
    Self { lhs($0, $1) && rhs($0, $1) }
  }
}

extension Equating where Value: Equatable {
  /// Values are the same when they are equal (`==`).
  public static var equal: Self {
    Self(==)
  }
}

extension Equating {
  /// `==` when `Value` is `Equatable`, found at run time.
  @inlinable
  static var equalIfEquatable: Self? {
    func equal<T: Equatable>(_: T.Type) -> Any { Equating<T> { $0 == $1 } }
    return (Value.self as? any Equatable.Type).map { equal($0) } as? Self
  }
}

@available(*, unavailable, message: "An Equating holds closures that may capture non-Sendable state")
extension Equating: Sendable {}

/// The `==` comparison of `Value` when it is `Equatable`, or `nil`: made once per type, and shared by
/// every store of that state.
@MainActor
@usableFromInline
func defaultEquating<Value>(for type: Value.Type) -> Equating<Value>? {
  let key = ObjectIdentifier(type)
  if let known = DefaultEquatings.byType[key] { return known as? Equating<Value> }
  let equating = Equating<Value>.equalIfEquatable
  DefaultEquatings.byType[key] = equating as Any
  return equating
}

@MainActor private enum DefaultEquatings {
  /// The comparisons ``defaultEquating(for:)`` made, by type (`nil` for a type that is not `Equatable`).
  static var byType: [ObjectIdentifier: Any] = [:]
}
