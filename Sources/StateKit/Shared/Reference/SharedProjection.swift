/// A part of a root's value, shared: one element of a shared array (`$syncUps[id: id]`), or a property
/// (`$stats.count`). It keeps no value of its own: it reads its root's and writes into it in place.
///
/// A part that goes away (an element removed from the array) keeps answering the last value read through
/// it, and a change made through it then is dropped, with a runtime warning.
// NB: @unchecked Sendable: every stored property is a constant of a `Sendable` type; the last value read is
// behind a lock.
final class SharedProjection<Root: Sendable, Value: Sendable>: SharedReference<Value>, @unchecked Sendable {
  let base: SharedRoot<Root>
  private let path: String
  private let get: @Sendable (Root) -> Value?
  private let set: @Sendable (inout Root, Value) -> Bool
  /// The part as last read, for when it is gone.
  private let lastValue: LockedState<Value>

  init(
    base: SharedRoot<Root>,
    path: String,
    get: @escaping @Sendable (Root) -> Value?,
    set: @escaping @Sendable (inout Root, Value) -> Bool,
    current: Value
  ) {
    self.base = base
    self.path = path
    self.get = get
    self.set = set
    self.lastValue = LockedState(current)
  }

  override var root: any AnySharedRoot { base }

  override var description: String { "\(base.keyDescription)\(path)" }

  override func read() -> Value {
    if let value = get(base.read()) {
      lastValue.withLock { $0 = value }
      return value
    }
    return lastValue.withLock { $0 }
  }

  override func mutate<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try base.change {
      let current = get(base.committedValue)
      var part = current ?? lastValue.withLock { $0 }
      let result = try base.runningClosure { try body(&part) }
      guard current != nil else {
        RuntimeWarning.report(
          """
          A change to \(description) was dropped: that part of the shared value is gone (an element \
          removed from the array, for instance). Change it through the shared value that holds it.
          """
        )
        return result
      }
      lastValue.withLock { $0 = part }
      base.commit { _ = set(&$0, part) }
      return result
    }
  }

  override func value(inRoot rootValue: any Sendable) -> Value {
    guard let rootValue = rootValue as? Root, let value = get(rootValue) else {
      return lastValue.withLock { $0 }
    }
    return value
  }

  override func setting(_ value: Value, inRoot rootValue: any Sendable) -> any Sendable {
    guard var rootValue = rootValue as? Root else { return rootValue }
    _ = set(&rootValue, value)
    return rootValue
  }

  override func projecting<Part: Sendable>(
    path: String,
    get partGet: @escaping @Sendable (Value) -> Part?,
    set partSet: @escaping @Sendable (inout Value, Part) -> Bool,
    current: Part
  ) -> SharedReference<Part> {
    let (get, set) = (self.get, self.set)
    return SharedProjection<Root, Part>(
      base: base,
      path: self.path + path,
      get: { root in get(root).flatMap(partGet) },
      set: { root, part in
        guard var value = get(root), partSet(&value, part) else { return false }
        return set(&root, value)
      },
      current: current
    )
  }
}
