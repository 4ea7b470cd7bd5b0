/// A publisher you send values into by hand; it delivers each to its current subscribers and keeps
/// nothing.
///
/// A view store feeds user input into its pipeline through one:
///
/// ```swift
/// let searchText = PassthroughRelay<String>()
/// func send(_ action: Action) {
///   switch action {
///   case .search(let text): searchText.send(text)
///   }
/// }
/// ```
///
/// A subscriber receives only the values sent after it subscribed; use ``ValuePublisher/prepend(_:)`` to
/// start with a value, or a ``CurrentValueRelay`` to keep the latest one.
@MainActor
public final class PassthroughRelay<Output>: ValuePublisher {
  private let subscribers = SubscriberList<Output>()

  /// Creates a relay with no subscribers.
  public init() {}

  /// Delivers `value` to every subscriber, in the order they subscribed.
  ///
  /// Called from a subscriber's callback while the relay is delivering, `value` is delivered right after
  /// the current value has reached every subscriber, so all of them see values in the same order.
  public func send(_ value: Output) {
    subscribers.send(value)
  }

  /// Calls `receive` with every value sent from now on, until the token is cancelled or released.
  public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
    subscribers.add(receive)
  }

  /// How many subscriptions are live: those whose tokens are neither cancelled nor released.
  package var subscriberCount: Int {
    subscribers.count
  }
}
