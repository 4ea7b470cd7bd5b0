/// How a scoped store finds its state in its parent's: through a key path, or any function.
///
/// Key paths are kept as key paths so that a chain of scopes composes into one key path applied to the
/// root state, instead of copying every intermediate value.
@usableFromInline
enum Projection<Root, Value> {
  case keyPath(KeyPath<Root, Value>)
  case function((Root) -> Value)

  func callAsFunction(_ root: Root) -> Value {
    switch self {
    case .keyPath(let keyPath): root[keyPath: keyPath]
    case .function(let function): function(root)
    }
  }

  /// The projection that applies this one, then `next`.
  func appending<Next>(_ next: Projection<Value, Next>) -> Projection<Root, Next> {
    switch (self, next) {
    case (.keyPath(let first), .keyPath(let second)):
      .keyPath(first.appending(path: second))
    default:
      .function { next(self($0)) }
    }
  }
}
