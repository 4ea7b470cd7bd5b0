#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Makes UUIDs: the ``DependencyValues/uuid`` dependency, called as `uuid()`.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// …
/// state.todos.append(Todo(id: uuid()))
/// ```
///
/// The live generator makes random UUIDs; a test sets ``incrementing`` to know which ones a feature gets.
/// A generator is a value that shares its state between copies: every feature that reads the same
/// ``incrementing`` generator draws from one sequence.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator that calls `generate` for every UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random UUIDs, from `UUID()`: the live value.
  public static var random: Self {
    Self { UUID() }
  }

  /// A new generator that counts up from zero: `00000000-0000-0000-0000-000000000000`, then
  /// `00000000-0000-0000-0000-000000000001`, and so on.
  ///
  /// Each use of `incrementing` starts a sequence of its own, which every copy of the generator shares:
  /// set it once in the test, and the whole feature draws from it.
  public static var incrementing: Self {
    let next = LockedState(0)
    return Self {
      let number = next.withLock { next in
        defer { next += 1 }
        return next
      }
      return UUID(number)
    }
  }

  /// A generator that always answers `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }
}
