/// What a ``Shared`` holds: a root, which stores a value (``SharedRoot``), or a part of one
/// (``SharedProjection``), such as one element of a shared array.
///
/// Abstract: every member traps if a subclass forgot to override it.
// NB: @unchecked Sendable: this class has no stored properties; each subclass keeps its mutable state
// behind a lock, and says so.
class SharedReference<Value: Sendable>: @unchecked Sendable {
  /// The root whose value this reference reads: itself for a root.
  var root: any AnySharedRoot { fatalError("\(Self.self) must override root") }

  /// How a message names this reference: its root's key, and the path to its part.
  var description: String { fatalError("\(Self.self) must override description") }

  /// The live value, tracked by Observation.
  func read() -> Value { fatalError("\(Self.self) must override read()") }

  /// Changes the live value with `body`, which no other writer of the root can interleave with.
  func mutate<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    fatalError("\(Self.self) must override mutate(_:)")
  }

  /// This reference's value in `rootValue`, a value of its root's type (from a snapshot).
  func value(inRoot rootValue: any Sendable) -> Value {
    fatalError("\(Self.self) must override value(inRoot:)")
  }

  /// `rootValue` with this reference's part set to `value`.
  func setting(_ value: Value, inRoot rootValue: any Sendable) -> any Sendable {
    fatalError("\(Self.self) must override setting(_:inRoot:)")
  }

  /// A reference to a part of this one's value.
  ///
  /// - Parameters:
  ///   - path: How messages name the part: `.count`, `[id: 3]`.
  ///   - get: The part, or `nil` if it is gone (an element that was removed).
  ///   - set: Sets the part; returns `false` if it is gone.
  ///   - current: The part now, shown once it is gone.
  func projecting<Part: Sendable>(
    path: String,
    get: @escaping @Sendable (Value) -> Part?,
    set: @escaping @Sendable (inout Value, Part) -> Bool,
    current: Part
  ) -> SharedReference<Part> {
    fatalError("\(Self.self) must override projecting(path:get:set:current:)")
  }
}
