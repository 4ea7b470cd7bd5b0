/// A shared value kept in memory, under a name: `@Shared(.inMemory("stats")) var stats = Stats()`.
///
/// Every `@Shared` of the same name, in the same ``InMemoryStorage``, shares one value, for as long as the
/// storage lives: the whole process in an app (the value outlives the features that used it), one test in
/// tests.
public struct InMemoryKey<Value: Sendable>: SharedKey, CustomStringConvertible, SharedRootCaching {
  private let name: String
  private let storage: InMemoryStorage

  /// The value named `name` in the ``DependencyValues/defaultInMemoryStorage`` in force.
  ///
  /// - Parameter name: The value's name.
  public init(_ name: String) {
    self.name = name
    self.storage = DependencyValues.current.defaultInMemoryStorage
  }

  /// The value's name, in its storage.
  public var id: some Hashable & Sendable { InMemoryKeyID(name: name, storage: ObjectIdentifier(storage)) }

  /// Nothing: the value lives in the storage's memory, not in a store to load from.
  public func load() -> Value? { nil }

  /// Does nothing: the value lives in the storage's memory.
  public func save(_ value: Value) {}

  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\"\(name)\")" }

  var rootCache: SharedRootCache { storage.roots }
}

extension SharedKey {
  /// A shared value kept in memory under `name`: see ``InMemoryKey``.
  ///
  /// ```swift
  /// @Shared(.inMemory("stats")) var stats = Stats()
  /// ```
  ///
  /// - Parameter name: The value's name: every `@Shared` of this name shares one value.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}

/// An ``InMemoryKey``'s id: the same whatever the value's type, so that two keys of one name and different
/// types are told apart with a warning.
private struct InMemoryKeyID: Hashable, Sendable {
  let name: String
  let storage: ObjectIdentifier
}
