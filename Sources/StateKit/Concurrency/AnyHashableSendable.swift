/// A type-erased `Hashable` and `Sendable` value: what `AnyHashable` is, for values that cross tasks.
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("search")]
/// ```
///
/// Two values are equal when their bases are, as `AnyHashable` compares them: values of different types
/// are not. Test failures and `printChanges` show the base.
public struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
  /// The value this one wraps.
  public let base: any Hashable & Sendable

  /// Wraps `base`; a value that is an `AnyHashableSendable` already is kept as it is, not wrapped again.
  ///
  /// - Parameter base: The value to wrap.
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? Self {
      self = base
    } else {
      self.base = base
    }
  }

  /// Whether the bases are equal, as `AnyHashable` compares them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base, as `AnyHashable` does.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The base's description.
  public var description: String {
    String(describing: base)
  }
}

extension AnyHashableSendable: DumpedAsAnotherValue {
  /// The base: dumps show the value it wraps.
  var dumpedValue: Any { base }
}
