/// A publisher that hides the type of the publisher it wraps.
///
/// Return one from an API so its callers do not depend on the chain of operators behind it:
///
/// ```swift
/// var viewStates: AnyValuePublisher<ViewState> {
///   state.map(ViewState.init).removeDuplicates().eraseToAnyValuePublisher()
/// }
/// ```
public struct AnyValuePublisher<Output>: ValuePublisher {
  private let subscribeToBase: @MainActor (@escaping @MainActor (Output) -> Void) -> CancellationToken

  /// Wraps `base`.
  public init<Base: ValuePublisher<Output>>(_ base: Base) {
    subscribeToBase = { base.subscribe($0) }
  }

  /// Subscribes to the wrapped publisher.
  public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
    subscribeToBase(receive)
  }
}

extension AnyValuePublisher: Sendable {}

extension ValuePublisher {
  /// Wraps the publisher in an ``AnyValuePublisher``, hiding its type.
  public func eraseToAnyValuePublisher() -> AnyValuePublisher<Output> {
    AnyValuePublisher(self)
  }
}
