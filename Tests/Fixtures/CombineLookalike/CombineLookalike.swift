// A stand-in for Combine and Observation in one module, for NameClashTests: it declares their public
// names so a file can import it next to StateKit on any platform, Linux included, where the real Combine
// does not exist. Nothing here does anything.

/// Where every lookalike comes from, so a test can check which declaration a name resolved to.
public let lookalikeOrigin = "CombineLookalike"

/// Combine's `Publisher`.
public protocol Publisher<Output> {
  /// The values.
  associatedtype Output
}

/// Combine's `Subscriber`.
public protocol Subscriber<Input> {
  /// The values.
  associatedtype Input
}

/// Combine's `Subscription`.
public protocol Subscription: Cancellable {}

/// Combine's `Cancellable`.
public protocol Cancellable {
  /// Cancels.
  func cancel()
}

/// Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
  /// Where this declaration comes from.
  public static let origin = lookalikeOrigin

  /// Creates a cancellable that does nothing.
  public init() {}

  /// Does nothing.
  public func cancel() {}

  /// Identity.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output>: Publisher {
  /// Where this declaration comes from.
  public static var origin: String { lookalikeOrigin }

  /// Creates a subject.
  public init() {}
}

/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output>: Publisher {
  /// The value.
  public var value: Output

  /// Creates a subject holding `value`.
  public init(_ value: Output) { self.value = value }
}

/// Combine's `Publishers` namespace.
public enum Publishers {
  /// Where this declaration comes from.
  public static let origin = lookalikeOrigin
}

/// Combine's `Just`.
public struct Just<Output>: Publisher {
  /// The value.
  public let output: Output

  /// Creates a publisher of `output`.
  public init(_ output: Output) { self.output = output }
}

/// Combine's `Empty`.
public struct Empty<Output>: Publisher {
  /// Creates an empty publisher.
  public init() {}
}

/// Combine's `Future`.
public final class Future<Output>: Publisher {
  /// Creates a future.
  public init() {}
}

/// Observation's `Observable`.
public protocol Observable {}

/// Observation's `Observations`.
public struct Observations<Element> {
  /// Where this declaration comes from.
  public static var origin: String { lookalikeOrigin }

  /// Creates an empty sequence.
  public init() {}
}
