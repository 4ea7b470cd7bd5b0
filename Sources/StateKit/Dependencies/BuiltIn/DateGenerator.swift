#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Tells the current date: the ``DependencyValues/date`` dependency, called as `date()` or read as
/// `date.now`.
///
/// ```swift
/// @Dependency(\.date) var date
/// …
/// state.savedAt = date.now
/// ```
///
/// The live generator answers `Date()`; a test sets ``constant(_:)`` to know what a feature gets.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// Creates a generator that calls `generate` for every date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// The current date: the same as calling the generator. Setting it makes the generator answer that
  /// date from then on, as ``constant(_:)`` does:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// } operation: {
  ///   …
  /// }
  /// ```
  public var now: Date {
    get { generate() }
    set { self = .constant(newValue) }
  }

  /// The system's date, from `Date()`: the live value.
  public static var system: Self {
    Self { Date() }
  }

  /// A generator that always answers `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }
}
