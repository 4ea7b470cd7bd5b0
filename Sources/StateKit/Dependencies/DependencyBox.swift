/// One dependency value, in a reference that has the same layout whatever its type, so that a dictionary
/// of them holds every key's value and a read takes its value out without a dynamic cast.
@usableFromInline
final class DependencyBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  /// The value in `box`, which must be a `DependencyBox<Value>`.
  // NB: Unchecked: a box is stored only under `ObjectIdentifier(Key.self)` for a key whose `Value` it
  // holds, or kept for a key path to a `Value`, and is read back only under that key or key path, for
  // that `Value`. So the cast always holds; `as!` would check it on every read.
  @inlinable
  static func value(in box: AnyObject) -> Value {
    unsafeDowncast(box, to: Self.self).value
  }
}
