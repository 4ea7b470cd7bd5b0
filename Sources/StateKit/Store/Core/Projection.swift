/// How a scoped store finds its state in its parent's: through a key path, or any function.
///
/// Key paths stay key paths, so that a chain of scopes composes into one key path.
@usableFromInline
enum Projection<Root, Value> {
  case keyPath(PropertyReader<Root, Value>)
  case function((Root) -> Value)

  func callAsFunction(_ root: Root) -> Value {
    switch self {
    case .keyPath(let property): property.read(root)
    case .function(let function): function(root)
    }
  }

  /// The projection that applies this one, then `next`.
  func appending<Next>(_ next: Projection<Value, Next>) -> Projection<Root, Next> {
    switch (self, next) {
    case (.keyPath(let first), .keyPath(let second)):
      .keyPath(PropertyReader(first.keyPath.appending(path: second.keyPath)))
    default:
      .function { next(self($0)) }
    }
  }
}
