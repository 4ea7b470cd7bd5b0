/// One dependency value, in a reference that has the same layout whatever its type, so that a dictionary
/// of them holds every key's value and a read takes its value out without a dynamic cast.
@usableFromInline
final class DependencyBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
